// A list's quick add: Enter adds the card and keeps the composer open and empty for the next.
import {
  memo,
  useCallback,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { checkCardRoom, checkTitle } from '../../../domain/validation';
import { cardAddRequested } from '../openBoardSlice';
import { FieldMessage, FormRow, TextArea } from './board.styles';
import { selectOpenBoardCardCount } from './pageSelectors';

const Form = styled.form`
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

export const CardComposer = memo(function CardComposer({ listId }: { listId: string }) {
  const dispatch = useAppDispatch();
  const cardCount = useAppSelector(selectOpenBoardCardCount);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const messageId = useId();

  const close = useCallback(() => {
    setOpen(false);
    setMessage(null);
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkTitle('card', draft);
    const room = checkCardRoom(cardCount);
    if (!checked.ok || !room.ok) {
      setMessage(!checked.ok ? checked.message : room.ok ? null : room.message);
      return;
    }
    dispatch(cardAddRequested({ listId, title: checked.value }));
    setDraft('');
    setMessage(null);
    revealLastCard(form.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // A card title is one line: Shift+Enter does not start a new one either.
      event.preventDefault();
      if (!event.shiftKey) submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!open) {
    return (
      <AddButton type="button" $variant="subtle" onClick={() => setOpen(true)}>
        <span aria-hidden="true">+</span> Add a card
      </AddButton>
    );
  }

  return (
    <Form ref={form} onSubmit={submit}>
      <TextArea
        autoFocus
        aria-label="Card title"
        placeholder="Enter a title for this card…"
        value={draft}
        aria-invalid={message !== null}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setMessage(null);
        }}
        onKeyDown={onKeyDown}
      />
      {message && (
        <FieldMessage id={messageId} role="alert">
          {message}
        </FieldMessage>
      )}
      <FormRow>
        <Button type="submit" $variant="primary">
          Add card
        </Button>
        <Button type="button" $variant="subtle" onClick={close}>
          Cancel
        </Button>
      </FormRow>
    </Form>
  );
});
