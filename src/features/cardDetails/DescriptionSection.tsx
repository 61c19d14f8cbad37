// The card's description: shown as markdown (mentions as names), edited as plain text in a
// textarea with a preview and Save / Cancel. Over the limit is refused with a message and the
// text stays in the field.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { FieldMessage } from '../../components/Field/Field';
import { Markdown } from '../../components/Markdown/Markdown';
import { usePreview, WritePreviewSwitch } from '../../components/Markdown/WritePreviewSwitch';
import { MentionPicker } from '../../components/MentionPicker/MentionPicker';
import { useMentionPicker } from '../../components/MentionPicker/useMentionPicker';
import { LIMITS } from '../../domain/limits';
import { mentionCandidates } from '../../domain/members';
import type { Card } from '../../domain/types';
import { checkDescription } from '../../domain/validation';
import { selectBoardMembers, selectDescriptionConflict } from '../board';
import { cardUpdateRequested } from '../cards';
import { DescriptionConflict } from './DescriptionConflict';
import {
  Actions,
  Muted,
  Section,
  SectionHeader,
  SectionHeading,
  TextArea,
} from '../../components/CardDetails/cardDetails.styles';

/** The counter shows once the text is this close to the limit. */
const COUNTER_FROM = LIMITS.description - 1_000;

/** The draft as it will show, where the field was. */
const Preview = styled(Markdown)`
  min-height: 8rem;
  padding: 0.5rem 0.75rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 6px;
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0.3rem 0 0;
  font-size: 0.85rem;
  text-align: right;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

export function DescriptionSection({ card }: { card: Card }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const conflict = useAppSelector(selectDescriptionConflict);
  const members = useAppSelector(selectBoardMembers);
  const hasText = card.description.trim() !== '';
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>Description</SectionHeading>
        {!editing && conflict?.cardId !== card.id && (
          <Button
            type="button"
            $variant="subtle"
            aria-label="Edit description"
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        )}
      </SectionHeader>
      {conflict?.cardId === card.id ? (
        <DescriptionConflict conflict={conflict} />
      ) : editing ? (
        <DescriptionEditor card={card} onDone={() => setEditing(false)} />
      ) : hasText ? (
        <Markdown text={card.description} members={members} />
      ) : (
        <Muted>Add a more detailed description…</Muted>
      )}
    </Section>
  );
}

function DescriptionEditor({ card, onDone }: { card: Card; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectBoardMembers);
  const [draft, setDraft] = useState(card.description);
  // What the editor opened with: the saga asks rather than overwrite a change made meanwhile.
  const [base] = useState(card.description);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  const counterId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const { preview, setPreview } = usePreview(field);
  const candidates = useMemo(() => mentionCandidates(members), [members]);
  const picker = useMentionPicker({
    candidates,
    value: draft,
    onValueChange: (text) => {
      setDraft(text);
      setMessage(null);
    },
    textareaRef: field,
  });

  useEffect(() => {
    field.current?.focus();
  }, []);

  const save = () => {
    const checked = checkDescription(draft);
    if (!checked.ok) {
      // Refused: the text stays as typed, so nothing is lost.
      setMessage(checked.message);
      setPreview(false);
      field.current?.focus();
      return;
    }
    if (checked.value !== card.description) {
      dispatch(
        cardUpdateRequested({
          cardId: card.id,
          patch: { description: checked.value },
          descriptionBase: base,
        }),
      );
    }
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.handleKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Escape leaves the editor, not the dialog.
      event.stopPropagation();
      onDone();
    }
  };

  const showCounter = draft.length >= COUNTER_FROM;
  const describedBy = [message && messageId, showCounter && counterId].filter(Boolean).join(' ');
  return (
    <div>
      <WritePreviewSwitch label="Description editor" preview={preview} onChange={setPreview} />
      {preview ? (
        <Preview text={draft} members={members} />
      ) : (
        <TextArea
          ref={field}
          aria-label="Description"
          aria-invalid={message !== null}
          aria-describedby={describedBy || undefined}
          onKeyDown={onKeyDown}
          rows={6}
          // The value and its changes: mentions shown as names, stored as tokens.
          {...picker.textareaProps}
        />
      )}
      {!preview && <MentionPicker picker={picker} />}
      {showCounter && (
        <Counter id={counterId} $over={draft.length > LIMITS.description}>
          {draft.length.toLocaleString('en')} / {LIMITS.description.toLocaleString('en')}
        </Counter>
      )}
      {message && (
        <FieldMessage id={messageId} role="alert">
          {message}
        </FieldMessage>
      )}
      <Actions>
        <Button type="button" $variant="primary" onClick={save}>
          Save
        </Button>
        <Button type="button" $variant="subtle" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </div>
  );
}
