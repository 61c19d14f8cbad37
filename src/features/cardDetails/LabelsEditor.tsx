// The board's own labels, edited from a card: rename, recolour, add, delete. Every change sends
// the board's whole new label array (boardLabelsChangeRequested). Cards may keep the id of a
// deleted label; everything that shows labels looks them up in the board's set, so it vanishes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/Field/Field';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import { LIMITS } from '../../domain/limits';
import type { ColorKey } from '../../domain/palette';
import type { Label } from '../../domain/board';
import { newId } from '../../domain/ids';
import { checkLabelName } from '../../domain/validation';
import { boardLabelsChangeRequested } from '../cards';
import { Muted, Row } from '../../components/CardDetails/cardDetails.styles';
import { ColorSelect } from '../../components/ColorSelect/ColorSelect';
import { LabelRow } from './LabelRow';
import { describeProblem } from '../../messages/problems';

const Panel = styled.div`
  margin-top: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const NameField = styled(TextField)`
  flex: 1 1 12rem;
  width: auto;
`;

export function LabelsEditor({ id, labels }: { id: string; labels: Label[] }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const change = (next: Label[]) => dispatch(boardLabelsChangeRequested({ labels: next }));
  const replace = (label: Label) =>
    change(labels.map((each) => (each.id === label.id ? label : each)));
  const remove = (label: Label) => change(labels.filter((each) => each.id !== label.id));

  return (
    <Panel id={id}>
      {labels.length > 0 && (
        <Rows aria-label={t`The board’s labels`}>
          {labels.map((label, index) => (
            <LabelRow
              key={label.id}
              label={label}
              position={index + 1}
              onChange={replace}
              onDelete={remove}
            />
          ))}
        </Rows>
      )}
      <NewLabelForm labels={labels} onAdd={(label) => change([...labels, label])} />
    </Panel>
  );
}

function NewLabelForm({ labels, onAdd }: { labels: Label[]; onAdd: (label: Label) => void }) {
  const { draft: name, setDraft: setName, setMessage, fieldProps, messageProps } = useDraft('');
  const [color, setColor] = useState<ColorKey>('green');
  const { t } = useLingui();
  const full = labels.length >= LIMITS.labelsPerBoard;
  const labelsFullMessage = describeProblem({ code: 'labelsFull', max: LIMITS.labelsPerBoard });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (full) {
      setMessage(labelsFullMessage);
      return;
    }
    const checked = checkLabelName(name);
    if (!checked.ok) {
      setMessage(describeProblem(checked.problem));
      return;
    }
    onAdd({ id: newId(), name: checked.value, color });
    setName('');
    setMessage(null);
  };

  return (
    <form aria-label={t`Add a label`} onSubmit={submit}>
      <Row>
        <NameField
          aria-label={t`New label name`}
          placeholder={t`Name (optional)`}
          {...fieldProps}
        />
        <ColorSelect value={color} label={t`New label colour`} onChange={setColor} />
        <Button type="submit" disabled={full}>
          <Trans>Add label</Trans>
        </Button>
      </Row>
      {full && <Muted>{labelsFullMessage}</Muted>}
      <DraftMessage {...messageProps} />
    </form>
  );
}
