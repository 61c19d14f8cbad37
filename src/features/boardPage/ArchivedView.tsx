// The archived lists and cards, in place of the board: each can be restored or deleted.
import { Trans, useLingui } from '@lingui/react/macro';
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

/** Where an archived card was: its list, unless that list is gone. */
function InList({ title }: { title: string | undefined }) {
  return title === undefined ? <Trans>in a deleted list</Trans> : <Trans>in {title}</Trans>;
}

export function ArchivedView() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const lists = useAppSelector(selectArchivedLists);
  const cards = useAppSelector(selectArchivedCards);
  const listsById = useAppSelector(selectListsById);
  const allCards = useAppSelector(selectAllCardsLoaded);

  return (
    <Panel aria-labelledby="archived-heading">
      {/* The way back: "Archived items" in the board menu is out of sight. */}
      <div className="top">
        <h2 id="archived-heading">
          <Trans>Archived items</Trans>
        </h2>
        <Button type="button" onClick={() => dispatch(archivedViewToggled())}>
          <Trans>Back to the lists</Trans>
        </Button>
      </div>
      {!allCards && (
        <p role="status">
          <Trans>Still loading cards: more archived cards may appear.</Trans>
        </p>
      )}
      {allCards && lists.length === 0 && cards.length === 0 && (
        <p>
          <Trans>
            Nothing is archived. Archived lists and cards show up here, ready to restore.
          </Trans>
        </p>
      )}
      {lists.length > 0 && (
        <>
          <h3>
            <Trans>Lists</Trans>
          </h3>
          <ul aria-label={t`Archived lists`}>
            {lists.map(({ id, title }) => (
              <li key={id}>
                <span className="what">{title}</span>
                <Button
                  type="button"
                  onClick={() => dispatch(listArchiveRequested({ listId: id, archived: false }))}
                >
                  <Trans>
                    Restore<VisuallyHidden> list {title}</VisuallyHidden>
                  </Trans>
                </Button>
                <Button
                  type="button"
                  $variant="subtle"
                  onClick={() => dispatch(modalOpened('deleteList', id))}
                >
                  <Trans>
                    Delete<VisuallyHidden> list {title}</VisuallyHidden>
                  </Trans>
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {cards.length > 0 && (
        <>
          <h3>
            <Trans>Cards</Trans>
          </h3>
          <ul aria-label={t`Archived cards`}>
            {cards.map(({ id, title, listId }) => (
              <li key={id}>
                <span className="what">
                  {title}
                  <span className="where">
                    <InList title={listsById[listId]?.title} />
                  </span>
                </span>
                <Button
                  type="button"
                  onClick={() =>
                    dispatch(cardUpdateRequested({ cardId: id, patch: { archived: false } }))
                  }
                >
                  <Trans>
                    Restore<VisuallyHidden> card {title}</VisuallyHidden>
                  </Trans>
                </Button>
                <Button
                  type="button"
                  $variant="subtle"
                  onClick={() => dispatch(cardDeleteRequested({ cardId: id }))}
                >
                  <Trans>
                    Delete<VisuallyHidden> card {title}</VisuallyHidden>
                  </Trans>
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
