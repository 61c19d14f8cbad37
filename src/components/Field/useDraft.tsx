// What a text field holds, and the message about it: typing clears the message, and the field
// is described by the message while there is one.
import { useId, useState, type ChangeEvent } from 'react';
import { FieldMessage } from './Field';

export function useDraft(initial: string) {
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  return {
    draft,
    setDraft,
    message,
    setMessage,
    /** Spread on the field. */
    fieldProps: {
      value: draft,
      'aria-invalid': message !== null,
      'aria-describedby': message ? messageId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setDraft(event.target.value);
        setMessage(null);
      },
    },
    /** Spread on a DraftMessage under the field. */
    messageProps: { id: messageId, message },
  };
}

/** The message under a field, while there is one (announced as it appears). */
export function DraftMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <FieldMessage id={id} role="alert">
      {message}
    </FieldMessage>
  );
}
