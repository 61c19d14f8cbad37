import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { selectCardChangedSinceLastVisit } from './selectors';

/** A dot on a card someone else changed since this person last opened the board. */
export function SinceLastVisitMarker({ cardId }: { cardId: string }) {
  const { t } = useLingui();
  const changed = useAppSelector((state) => selectCardChangedSinceLastVisit(state, cardId));
  if (!changed) return null;
  const words = t`Changed since your last visit`;
  return (
    <span className="badge since-visit" role="img" aria-label={words} title={words}>
      ●
    </span>
  );
}
