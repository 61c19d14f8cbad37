// One group of My cards: its heading and its cards, each a link that opens the card on its
// board, naming the board and the list, and its due day (and time) by Intl.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardPath } from '../../config/routes';
import type { MyCardsGroup } from '../../domain/myCards';
import type { MyCardItem } from './selectors';

export const GROUP_NAMES: Record<MyCardsGroup, string> = {
  overdue: 'Overdue',
  today: 'Today',
  week: 'This week',
  later: 'Later',
  none: 'No date',
  done: 'Done',
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

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** When the card is due, in the person's own words: "Fri, Nov 27, 3:00 PM". */
function dueWords(card: MyCardItem): string | null {
  if (!card.due) return null;
  const [year, month, date] = card.due.split('-').map(Number);
  const day = new Date(year!, month! - 1, date!);
  if (card.dueAt !== null) {
    return `${dayFormat.format(card.dueAt)}, ${timeFormat.format(card.dueAt)}`;
  }
  if (card.dueTime) {
    const [hours, minutes] = card.dueTime.split(':').map(Number);
    day.setHours(hours!, minutes!);
    return `${dayFormat.format(day)}, ${timeFormat.format(day)}`;
  }
  return dayFormat.format(day);
}

export function MyCardsList({ cards }: { cards: MyCardItem[] }) {
  return (
    <Items>
      {cards.map((card) => {
        const due = dueWords(card);
        return (
          <Item key={`${card.boardId}/${card.cardId}`}>
            <Link to={cardPath(card.boardId, card.cardId)}>{card.title || 'Untitled card'}</Link>
            <p>
              {card.boardTitle}
              {card.listTitle && ` · ${card.listTitle}`}
              {due && ` · ${card.dueComplete ? 'Done, due' : 'Due'} ${due}`}
            </p>
          </Item>
        );
      })}
    </Items>
  );
}
