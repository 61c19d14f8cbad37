import { useAppSelector } from '../../app/hooks';
import { selectCardChangedSinceLastVisit } from './selectors';

const WORDS = 'Changed since your last visit';

/** A dot on a card someone else changed since this person last opened the board. */
export function SinceLastVisitMarker({ cardId }: { cardId: string }) {
  const changed = useAppSelector((state) => selectCardChangedSinceLastVisit(state, cardId));
  if (!changed) return null;
  return (
    <span className="badge since-visit" role="img" aria-label={WORDS} title={WORDS}>
      ●
    </span>
  );
}
