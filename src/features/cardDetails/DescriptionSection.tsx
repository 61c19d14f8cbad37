// The card's description: shown as markdown (mentions as names), edited in the one markdown
// editor (Write / Preview, the @ picker) with Save / Cancel. Over the limit is refused with a
// message and the text stays in the field.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { FieldMessage } from '../../components/Field/Field';
import { Markdown } from '../../components/Markdown/Markdown';
import {
  MarkdownEditor,
  type MarkdownEditorHandle,
} from '../../components/Markdown/MarkdownEditor';
import { LIMITS } from '../../domain/limits';
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
} from '../../components/CardDetails/cardDetails.styles';
import { describeProblem } from '../../messages/problems';

/** The counter shows once the text is this close to the limit. */
const COUNTER_FROM = LIMITS.description - 1_000;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0.3rem 0 0;
  font-size: 0.85rem;
  text-align: end;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

export function DescriptionSection({ card }: { card: Card }) {
  const { t } = useLingui();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const conflict = useAppSelector(selectDescriptionConflict);
  const members = useAppSelector(selectBoardMembers);
  const hasText = card.description.trim() !== '';
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Description</Trans>
        </SectionHeading>
        {!editing && conflict?.cardId !== card.id && (
          <Button
            type="button"
            $variant="subtle"
            aria-label={t`Edit description`}
            onClick={() => setEditing(true)}
          >
            <Trans>Edit</Trans>
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
        <Muted>
          <Trans>Add a more detailed description…</Trans>
        </Muted>
      )}
    </Section>
  );
}

function DescriptionEditor({ card, onDone }: { card: Card; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const { t, i18n } = useLingui();
  const members = useAppSelector(selectBoardMembers);
  const [draft, setDraft] = useState(card.description);
  // What the editor opened with: the saga asks rather than overwrite a change made meanwhile.
  const [base] = useState(card.description);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  const counterId = useId();
  const editor = useRef<MarkdownEditorHandle>(null);

  const save = () => {
    const checked = checkDescription(draft);
    if (!checked.ok) {
      // Refused: the text stays as typed, so nothing is lost.
      setMessage(describeProblem(checked.problem));
      editor.current?.focus();
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

  const showCounter = draft.length >= COUNTER_FROM;
  const numbers = new Intl.NumberFormat(i18n.locale);
  const describedBy = [message && messageId, showCounter && counterId].filter(Boolean).join(' ');
  return (
    <div>
      <MarkdownEditor
        ref={editor}
        label={t`Description editor`}
        fieldLabel={t`Description`}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setMessage(null);
        }}
        members={members}
        onSubmit={save}
        onCancel={onDone}
        rows={6}
        autoFocus
        invalid={message !== null}
        describedBy={describedBy}
      />
      {showCounter && (
        <Counter id={counterId} $over={draft.length > LIMITS.description}>
          {numbers.format(draft.length)} / {numbers.format(LIMITS.description)}
        </Counter>
      )}
      {message && (
        <FieldMessage id={messageId} role="alert">
          {message}
        </FieldMessage>
      )}
      <Actions>
        <Button type="button" $variant="primary" onClick={save}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" $variant="subtle" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </Actions>
    </div>
  );
}
