// Sets a list's work-in-progress limit (subject: the list's id): a number, blank for none, and
// whether a full list refuses more cards ("strict") or only shows it is over.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { FieldMessage, TextField } from '../../components/Field/Field';
import { DialogActions, Modal } from '../../components/Modal/Modal';
import type { BoardList } from '../../domain/types';
import { checkWipLimit, wipLimitOf, WIP_LIMIT_MAX } from '../../domain/wipLimit';
import { selectList } from '../board';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { listWipLimitRequested } from './listRequests';
import { describeProblem } from '../../messages/problems';

function WipLimitForm({ list, onDone }: { list: BoardList; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const problemId = useId();
  const { title } = list;
  const limit = wipLimitOf(list);
  const [typed, setTyped] = useState(limit === null ? '' : String(limit));
  const [strict, setStrict] = useState(list.wipStrict === true);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWipLimit(typed);
    if (!checked.ok) {
      setProblem(describeProblem(checked.problem));
      return;
    }
    onDone();
    dispatch(listWipLimitRequested({ listId: list.id, limit: checked.value, strict }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId}>
        <Trans>Most cards in “{title}” (blank for no limit)</Trans>
      </label>
      <TextField
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={WIP_LIMIT_MAX}
        value={typed}
        autoFocus
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
      />
      {problem && <FieldMessage id={problemId}>{problem}</FieldMessage>}
      <p>
        <label>
          <input
            type="checkbox"
            checked={strict}
            onChange={(event) => setStrict(event.target.checked)}
          />{' '}
          <Trans>Strict: refuse cards once the list is full</Trans>
        </label>
      </p>
      <DialogActions>
        <Button type="button" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" $variant="primary">
          <Trans>Save</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}

export function WipLimitDialog() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'wipLimit'));
  const subject = useLastSubject();
  const list = useAppSelector((state) => (subject ? selectList(state, subject) : undefined));
  const close = () => dispatch(modalClosed());
  return (
    <Modal isOpen={isOpen} onClose={close} heading={t`List limit`} closeButton={!list}>
      {list ? (
        // A fresh form per list, so one list's draft never shows for another.
        <WipLimitForm key={list.id} list={list} onDone={close} />
      ) : (
        <p>
          <Trans>This list no longer exists.</Trans>
        </p>
      )}
    </Modal>
  );
}
