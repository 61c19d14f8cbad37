// One group of My cards: its heading and its cards, each a link that opens the card on its
// board, naming the board and the list, and its due day (and time) by Intl.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardPath } from '../../config/routes';
import type { MyCardsGroup } from '../../domain/myCards';
import type { MyCardItem } from './selectors';

export const GROUP_NAMES: Record<MyCardsGroup, MessageDescriptor> = {
  overdue: msg`Overdue`,
  today: msg`Today`,
  week: msg`This week`,
  later: msg`Later`,
  none: msg`No date`,
  done: msg`Done`,
};

const Items = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 0.6rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

// Made once per language: Intl costs tens of microseconds each call to its constructor.
const formats = new Map<string, { day: Intl.DateTimeFormat; dayTime: Intl.DateTimeFormat }>();
function formatsFor(locale: string) {
  let made = formats.get(locale);
  if (!made) {
    const day = { weekday: 'short', month: 'short', day: 'numeric' } as const;
    made = {
      day: new Intl.DateTimeFormat(locale, day),
      dayTime: new Intl.DateTimeFormat(locale, { ...day, hour: 'numeric', minute: '2-digit' }),
    };
    formats.set(locale, made);
  }
  return made;
}

/** When the card is due, in the person's own words: "Fri, Nov 27, 3:00 PM". */
function dueWords(card: MyCardItem, locale: string): string | null {
  if (!card.due) return null;
  const { day: dayFormat, dayTime } = formatsFor(locale);
  const [year, month, date] = card.due.split('-').map(Number);
  const day = new Date(year!, month! - 1, date!);
  if (card.dueAt !== null) return dayTime.format(card.dueAt);
  if (card.dueTime) {
    const [hours, minutes] = card.dueTime.split(':').map(Number);
    day.setHours(hours!, minutes!);
    return dayTime.format(day);
  }
  return dayFormat.format(day);
}

export function MyCardsList({ cards }: { cards: MyCardItem[] }) {
  const { t, i18n } = useLingui();
  return (
    <Items>
      {cards.map((card) => {
        const due = dueWords(card, i18n.locale);
        return (
          <Item key={`${card.boardId}/${card.cardId}`}>
            <Link to={cardPath(card.boardId, card.cardId)}>{card.title || t`Untitled card`}</Link>
            <p>
              {card.boardTitle}
              {card.listTitle && ` · ${card.listTitle}`}
              {due && ' · '}
              {due && (card.dueComplete ? t`Done, due ${due}` : t`Due ${due}`)}
            </p>
          </Item>
        );
      })}
    </Items>
  );
}
