// The archived lists and cards, in place of the board: each can be restored or deleted.
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { theme } from '../../styles/theme';
import { modalOpened } from '../modal';
import {
  archivedViewToggled,
  selectAllCardsLoaded,
  selectArchivedCards,
  selectArchivedLists,
  selectListsById,
} from '../board';
import { cardDeleteRequested, cardUpdateRequested } from '../cards';
import { listArchiveRequested } from '../lists';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';

const Panel = styled.section`
  max-width: 48rem;
  margin: 1rem;
  padding: 1rem 1.25rem;
  border-radius: 10px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0;
    border-top: 1px solid ${theme.colors.border};
  }
  .what {
    flex: 1 1 12rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .where {
    display: block;
    font-size: 0.85rem;
    color: ${theme.colors.muted};
  }
`;

export function ArchivedView() {
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectArchivedLists);
  const cards = useAppSelector(selectArchivedCards);
  const listsById = useAppSelector(selectListsById);
  const allCards = useAppSelector(selectAllCardsLoaded);

  return (
    <Panel aria-labelledby="archived-heading">
      {/* The way back: "Archived items" in the board menu is out of sight. */}
      <div className="top">
        <h2 id="archived-heading">Archived items</h2>
        <Button type="button" onClick={() => dispatch(archivedViewToggled())}>
          Back to the lists
        </Button>
      </div>
      {!allCards && <p role="status">Still loading cards: more archived cards may appear.</p>}
      {allCards && lists.length === 0 && cards.length === 0 && (
        <p>Nothing is archived. Archived lists and cards show up here, ready to restore.</p>
      )}
      {lists.length > 0 && (
        <>
          <h3>Lists</h3>
          <ul aria-label="Archived lists">
            {lists.map((list) => (
              <li key={list.id}>
                <span className="what">{list.title}</span>
                <Button
                  type="button"
                  onClick={() =>
                    dispatch(listArchiveRequested({ listId: list.id, archived: false }))
                  }
                >
                  Restore<VisuallyHidden> list {list.title}</VisuallyHidden>
                </Button>
                <Button
                  type="button"
                  $variant="subtle"
                  onClick={() => dispatch(modalOpened('deleteList', list.id))}
                >
                  Delete<VisuallyHidden> list {list.title}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {cards.length > 0 && (
        <>
          <h3>Cards</h3>
          <ul aria-label="Archived cards">
            {cards.map((card) => (
              <li key={card.id}>
                <span className="what">
                  {card.title}
                  <span className="where">
                    in {listsById[card.listId]?.title ?? 'a deleted list'}
                  </span>
                </span>
                <Button
                  type="button"
                  onClick={() =>
                    dispatch(cardUpdateRequested({ cardId: card.id, patch: { archived: false } }))
                  }
                >
                  Restore<VisuallyHidden> card {card.title}</VisuallyHidden>
                </Button>
                <Button
                  type="button"
                  $variant="subtle"
                  onClick={() => dispatch(cardDeleteRequested({ cardId: card.id }))}
                >
                  Delete<VisuallyHidden> card {card.title}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
