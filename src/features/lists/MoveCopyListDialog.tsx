// The Copy list and Move list dialogs (the modal's 'copyList' and 'moveList', whose subject is
// the list): a board of this person's and a place among its lists; a copy also gets a name. The
// same pickers as the card's Move and Copy dialogs, for lists.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Select } from '../../components/CardDetails/cardDetails.styles';
import { TextField } from '../../components/Field/Field';
import { Modal } from '../../components/Modal/Modal';
import { DialogActions } from '../../components/Modal/Modal.styles';
import { canEdit, roleOn } from '../../domain/members';
import { selectBoardSummaries, selectList, selectOpenBoardId, selectOpenLists } from '../board';
import { moveTargetRequested, selectMoveTarget } from '../cards';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { selectSessionUid } from '../session';
import { listCopyRequested, listMoveToBoardRequested } from './listRequests';

const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  margin-bottom: 0.75rem;

  label {
    font-weight: 600;
  }
  select {
    width: 100%;
  }
`;

const Note = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function MoveCopyListDialog() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useLingui();
  const moving = useAppSelector((state) => selectIsModalOpen(state, 'moveList'));
  const copying = useAppSelector((state) => selectIsModalOpen(state, 'copyList'));
  const listId = useLastSubject();
  const isOpen = (moving || copying) && listId !== null;
  const list = useAppSelector((state) => (listId ? selectList(state, listId) : undefined));
  const openBoardId = useAppSelector(selectOpenBoardId) ?? '';
  const summaries = useAppSelector(selectBoardSummaries);
  const openLists = useAppSelector(selectOpenLists);
  const target = useAppSelector(selectMoveTarget);
  const uid = useAppSelector(selectSessionUid);
  const [boardId, setBoardId] = useState(openBoardId);
  const [index, setIndex] = useState(0);
  const [title, setTitle] = useState('');
  const ids = { board: useId(), place: useId(), title: useId() };

  const here = boardId === openBoardId;
  const currentIndex = openLists.findIndex((item) => item.id === listId);
  // Moved here, the list is counted out of its own place; copied, it stays where it is.
  const others = here
    ? openLists.filter((item) => !moving || item.id !== listId)
    : target.boardId === boardId
      ? target.lists
      : [];
  const status = here ? 'ready' : target.boardId === boardId ? target.status : 'loading';
  const canEditThere = here || (target.board !== null && canEdit(roleOn(target.board, uid)));
  const boards = Object.values(summaries)
    .filter((board) => !board.deleting)
    .sort((a, b) => a.title.localeCompare(b.title, i18n.locale));

  // Each opening starts here: a copy right after the list, a move where it is.
  useEffect(() => {
    if (!isOpen || !list) return;
    setBoardId(openBoardId);
    const { title: original } = list;
    setTitle(t`${original} (copy)`);
    setIndex(Math.max(0, copying ? currentIndex + 1 : currentIndex));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [isOpen]);

  const chooseBoard = (next: string) => {
    setBoardId(next);
    setIndex(next === openBoardId ? Math.max(0, currentIndex + (copying ? 1 : 0)) : 0);
    if (next !== openBoardId) dispatch(moveTargetRequested({ boardId: next }));
  };

  const close = () => dispatch(modalClosed());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!list) return;
    const place = { listId: list.id, toBoardId: boardId, toIndex: index };
    if (moving) dispatch(listMoveToBoardRequested(place));
    else dispatch(listCopyRequested({ ...place, title }));
    close();
  };

  const positions = Array.from({ length: others.length + 1 }, (_, at) => {
    const place = at + 1;
    return { index: at, label: at === others.length ? t`${place} (last)` : String(place) };
  });
  const ready = status === 'ready' && canEditThere;
  return (
    <Modal isOpen={isOpen} onClose={close} heading={copying ? t`Copy list` : t`Move list`}>
      <form onSubmit={submit} noValidate>
        {copying && (
          <Field>
            <label htmlFor={ids.title}>
              <Trans>Name</Trans>
            </label>
            <TextField
              id={ids.title}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              autoComplete="off"
            />
          </Field>
        )}
        <Field>
          <label htmlFor={ids.board}>
            <Trans>Board</Trans>
          </label>
          <Select
            id={ids.board}
            value={boardId}
            onChange={(event) => chooseBoard(event.target.value)}
          >
            {boards.map(({ id, title: boardTitle }) => (
              <option key={id} value={id}>
                {id === openBoardId ? t`${boardTitle} (this board)` : boardTitle}
              </option>
            ))}
          </Select>
        </Field>
        {status === 'loading' && (
          <Note role="status">
            <Trans>Reading that board’s lists…</Trans>
          </Note>
        )}
        {status === 'failed' && (
          <Note role="alert">
            <Trans>That board couldn’t be read. Choose it again to retry.</Trans>
          </Note>
        )}
        {status === 'ready' && !canEditThere && (
          <Note role="alert">
            <Trans>You can only view that board, so nothing can be added to it.</Trans>
          </Note>
        )}
        <Field>
          <label htmlFor={ids.place}>
            <Trans>Position</Trans>
          </label>
          <Select
            id={ids.place}
            value={index}
            onChange={(event) => setIndex(Number(event.target.value))}
          >
            {positions.map((position) => (
              <option key={position.index} value={position.index}>
                {position.label}
              </option>
            ))}
          </Select>
        </Field>
        <Note>
          {copying
            ? t`The copy keeps each open card’s description, labels, checklist, due date and people assigned; attachments and comments are not copied.`
            : here
              ? t`The list moves with all its cards.`
              : t`Its cards go with it; their comments and attachments don’t go to another board: they are left behind.`}
        </Note>
        <DialogActions>
          <Button type="button" $variant="subtle" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" $variant="primary" disabled={!ready}>
            {copying ? <Trans>Copy</Trans> : <Trans>Move</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
