// The card's title (the dialog's heading) renamed in place, and the list the card is in.
// Enter or leaving the field saves, Escape reverts; a refused title stays with the reason.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import type { Card } from '../../../domain/types';
import { checkTitle } from '../../../domain/validation';
import { cardRenameRequested } from '../openBoardSlice';
import { selectList } from '../openBoardSelectors';
import { FieldMessage, Muted, Row, TextArea } from './cardDetails.styles';

const TitleField = styled(TextArea)`
  min-height: 3rem;
  font-size: 1.15rem;
  font-weight: 700;
`;

export function CardTitleSection({ card }: { card: Card }) {
  const list = useAppSelector((state) => selectList(state, card.listId));
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button once an edit ends, not on first render.
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (!editing && returnFocus) editButton.current?.focus();
  }, [editing, returnFocus]);

  const done = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  return (
    <div>
      {editing ? (
        <TitleEditor card={card} onDone={done} />
      ) : (
        <Row>
          <Muted>{list ? `in list ${list.title}` : 'in a list no longer on the board'}</Muted>
          <Button ref={editButton} type="button" $variant="subtle" onClick={() => setEditing(true)}>
            Edit title
          </Button>
        </Row>
      )}
    </div>
  );
}

function TitleEditor({ card, onDone }: { card: Card; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(card.title);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // Enter or Escape ends the edit; the blur that follows must not save again.
  const finished = useRef(false);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const save = () => {
    const checked = checkTitle('card', draft);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    finished.current = true;
    if (checked.value !== card.title) {
      dispatch(cardRenameRequested({ cardId: card.id, title: checked.value }));
    }
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Escape reverts the title; it must not also close the dialog.
      event.preventDefault();
      event.stopPropagation();
      finished.current = true;
      onDone();
    }
  };

  return (
    <div>
      <TitleField
        ref={field}
        aria-label="Card title"
        aria-invalid={message !== null}
        aria-describedby={message ? messageId : undefined}
        value={draft}
        rows={2}
        onChange={(event) => {
          setDraft(event.target.value);
          setMessage(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!finished.current) save();
        }}
      />
      {message && (
        <FieldMessage id={messageId} role="alert">
          {message}
        </FieldMessage>
      )}
    </div>
  );
}
