// A list's quick add: Enter adds the card and keeps the composer open and empty for the next.
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { shortcutTarget } from '../../components/Keyboard/shortcuts';
import { checkCardRoom, checkTitle } from '../../domain/validation';
import { selectOpenBoardCardCount, selectTemplateCards } from '../board';
import { modalOpened } from '../modal';
import { cardAddRequested } from './cardRequests';
import { Composer } from './Composer';

const Form = styled(Composer)`
  padding: 0 0.5rem 0.5rem;
`;

const AddButton = styled(Button)`
  justify-content: flex-start;
  width: calc(100% - 1rem);
  margin: 0 0.5rem 0.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Scrolls the list's cards to the end, where the new card lands. */
function revealLastCard(from: HTMLElement | null) {
  const scroller = from?.closest('[data-list-id]')?.querySelector('[data-testid="list-cards"]');
  requestAnimationFrame(() => scroller?.scrollTo?.({ top: scroller.scrollHeight }));
}

const FromTemplateButton = styled(AddButton)`
  margin-top: -0.25rem;
`;

export const CardComposer = memo(function CardComposer({ listId }: { listId: string }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const cardCount = useAppSelector(selectOpenBoardCardCount);
  const hasTemplates = useAppSelector((state) => selectTemplateCards(state).length > 0);

  return (
    <>
      <Form
        opener={(open) => (
          <AddButton
            type="button"
            $variant="subtle"
            aria-keyshortcuts="N"
            onClick={open}
            {...shortcutTarget('newCard')}
          >
            <span aria-hidden="true">+</span> <Trans>Add a card</Trans>
          </AddButton>
        )}
        label={t`Card title`}
        placeholder={t`Enter a title for this card…`}
        submitLabel={t`Add card`}
        multiline
        check={(draft) => {
          const title = checkTitle('card', draft);
          if (!title.ok) return title;
          const room = checkCardRoom(cardCount);
          return room.ok ? title : room;
        }}
        onAdd={(title, form) => {
          dispatch(cardAddRequested({ listId, title }));
          revealLastCard(form);
        }}
      />
      {hasTemplates && (
        <FromTemplateButton
          type="button"
          $variant="subtle"
          onClick={() => dispatch(modalOpened('cardFromTemplate', listId))}
        >
          <Trans>From template</Trans>
        </FromTemplateButton>
      )}
    </>
  );
});
