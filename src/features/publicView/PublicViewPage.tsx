// The read-only link's page (/view/:linkId): the board's lists and cards for anyone holding the
// link, signed in or not, live; no editing controls, no comments, no files, no emails. Turned
// off by the owner, it says so at once and shows nothing of the board.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppHeader, Main, QuietLoading } from '../../components/Layout/Layout';
import { PALETTE } from '../../domain/palette';
import { colourName } from '../../messages/colours';
import type { PublicBoard } from '../../domain/publicBoard';
import type { BoardList, Card } from '../../domain/types';
import { publicViewClosed, publicViewOpened } from './events';
import { selectPublicView } from './publicViewSlice';

const Title = styled.h1<{ $color: keyof typeof PALETTE }>`
  display: inline-block;
  margin: 0 0 1rem;
  padding: 0.3rem 0.8rem;
  border-radius: 6px;
  font-size: 1.4rem;
  background: ${({ $color }) => PALETTE[$color].fill};
  color: ${({ $color }) => PALETTE[$color].text};
`;

const Columns = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  overflow-x: auto;
  padding-bottom: 1rem;
`;

const Column = styled.section`
  flex: 0 0 16rem;
  max-width: 80vw;
  padding: 0.5rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.sunken};

  h2 {
    margin: 0.25rem 0.25rem 0.5rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
  }
`;

const Tile = styled.li`
  padding: 0.5rem 0.6rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  .labels,
  .people {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0.3rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.8rem;
  }
  .people {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Chip = styled.li<{ $color: keyof typeof PALETTE }>`
  padding: 0 0.4rem;
  border-radius: 4px;
  background: ${({ $color }) => PALETTE[$color].fill};
  color: ${({ $color }) => PALETTE[$color].text};
`;

// Made once per language: Intl costs tens of microseconds each call to its constructor.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A due day (YYYY-MM-DD) as the language writes it: "Nov 27, 2026". */
function formatDay(day: string, locale: string) {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

function CardTile({ card, board }: { card: Card; board: PublicBoard }) {
  const { t, i18n } = useLingui();
  const labels = board.labels.filter((label) => card.labelIds.includes(label.id));
  const people = card.assigneeIds.map((uid) => board.memberNames[uid]).filter(Boolean);
  const names = people.join(', ');
  const due = card.due ? formatDay(card.due, i18n.locale) : null;
  return (
    <Tile>
      {card.title}
      {labels.length > 0 && (
        <ul className="labels" aria-label={t`Labels`}>
          {labels.map((label) => (
            <Chip key={label.id} $color={label.color}>
              {label.name || colourName(label.color)}
            </Chip>
          ))}
        </ul>
      )}
      {due && (
        <p className="people">
          <Trans>Due {due}</Trans>
        </p>
      )}
      {people.length > 0 && (
        <p className="people">
          <Trans>Assigned to {names}</Trans>
        </p>
      )}
    </Tile>
  );
}

function ListColumn({
  list,
  cards,
  board,
}: {
  list: BoardList;
  cards: Card[];
  board: PublicBoard;
}) {
  const mine = cards.filter((card) => card.listId === list.id);
  const { t } = useLingui();
  const { title } = list;
  return (
    <Column aria-labelledby={`list-${list.id}`}>
      <h2 id={`list-${list.id}`}>{list.title}</h2>
      <ul aria-label={t`Cards in ${title}`}>
        {mine.map((card) => (
          <CardTile key={card.id} card={card} board={board} />
        ))}
      </ul>
    </Column>
  );
}

export function PublicViewPage() {
  const dispatch = useAppDispatch();
  const { linkId = '' } = useParams();
  const view = useAppSelector(selectPublicView);
  const { t } = useLingui();

  useEffect(() => {
    dispatch(publicViewOpened({ linkId }));
    return () => {
      dispatch(publicViewClosed());
    };
  }, [dispatch, linkId]);

  const { board } = view;
  return (
    <>
      <AppHeader>
        <span>
          <Trans>Read-only view</Trans>
        </span>
      </AppHeader>
      <Main>
        {view.status === 'gone' ? (
          <p role="status">
            {view.wasLive
              ? t`This board is no longer shared.`
              : t`This link does not open a board: it may have been turned off, or mistyped.`}
          </p>
        ) : !board || view.status === 'loading' ? (
          <QuietLoading>
            <Trans>Loading…</Trans>
          </QuietLoading>
        ) : (
          <>
            <Title $color={board.color}>{board.title}</Title>
            <Columns>
              {view.lists.map((list) => (
                <ListColumn key={list.id} list={list} cards={view.cards} board={board} />
              ))}
            </Columns>
          </>
        )}
      </Main>
    </>
  );
}
