// "Add a list" at the end of the row: Enter adds the list and keeps the composer open.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { checkTitle } from '../../../domain/validation';
import { listAddRequested } from '../openBoardSlice';
import { FieldMessage, FormRow, TextField } from './board.styles';
import { COLUMN_WIDTH } from './ListColumn.styles';

const Slot = styled.div`
  flex: 0 0 ${COLUMN_WIDTH};
  align-self: flex-start;
`;

const Form = styled.form`
  padding: 0.5rem;
  border-radius: 10px;
  background: #ebecf0;
`;

const OpenButton = styled(Button)`
  justify-content: flex-start;
  width: 100%;
  background: rgba(255, 255, 255, 0.75);
`;

export function ListComposer() {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();

  const close = () => {
    setOpen(false);
    setMessage(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTitle('list', draft);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    dispatch(listAddRequested({ title: checked.value }));
    setDraft('');
    setMessage(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <Slot>
      {open ? (
        <Form onSubmit={submit}>
          <TextField
            autoFocus
            aria-label="List name"
            placeholder="Enter a list name…"
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
              Add list
            </Button>
            <Button type="button" $variant="subtle" onClick={close}>
              Cancel
            </Button>
          </FormRow>
        </Form>
      ) : (
        <OpenButton type="button" onClick={() => setOpen(true)}>
          <span aria-hidden="true">+</span> Add a list
        </OpenButton>
      )}
    </Slot>
  );
}
