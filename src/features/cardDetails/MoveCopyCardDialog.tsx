// The Move card and Copy card dialogs (the modal's 'moveCard' and 'copyCard', whose subject is
// the card): a board of this person's, a list of it and a place in it; a copy also gets a title
// and chooses what it keeps. Opened from the card's details and its tile's menu.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Select } from '../../components/CardDetails/cardDetails.styles';
import { TextField } from '../../components/Field/Field';
import { Modal } from '../../components/Modal/Modal';
import { DialogActions } from '../../components/Modal/Modal.styles';
import { selectCard, selectOpenBoardId } from '../board';
import { cardCopyRequested, cardMoveToPlaceRequested, moveTargetRequested } from '../cards';
import { modalClosed, modalOpened, selectIsModalOpen, useLastSubject } from '../modal';
import { useCardPlaces } from './useCardPlaces';

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

export function MoveCopyCardDialog() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const moving = useAppSelector((state) => selectIsModalOpen(state, 'moveCard'));
  const copying = useAppSelector((state) => selectIsModalOpen(state, 'copyCard'));
  const cardId = useLastSubject();
  const isOpen = (moving || copying) && cardId !== null;
  const card = useAppSelector((state) => (cardId ? selectCard(state, cardId) : undefined));
  const openBoardId = useAppSelector(selectOpenBoardId) ?? '';
  const [boardId, setBoardId] = useState(openBoardId);
  const [listId, setListId] = useState('');
  const [index, setIndex] = useState(0);
  const [title, setTitle] = useState('');
  const [labels, setLabels] = useState(true);
  const [checklist, setChecklist] = useState(true);
  const places = useCardPlaces(boardId, listId, cardId ?? '');
  const ids = { board: useId(), list: useId(), place: useId(), title: useId() };

  // Each opening starts from where the card is.
  useEffect(() => {
    if (!isOpen || !card) return;
    setBoardId(openBoardId);
    setListId(card.listId);
    setTitle(card.title);
    setLabels(true);
    setChecklist(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [isOpen]);
  useEffect(() => {
    if (isOpen && card && boardId === openBoardId && listId === card.listId) {
      setIndex(Math.max(0, places.currentIndex));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the list chosen changes
  }, [isOpen, listId, boardId]);
  // Another board's first list, once its lists are read.
  const firstList = places.lists[0]?.id ?? '';
  useEffect(() => {
    if (boardId !== openBoardId && !places.lists.some((list) => list.id === listId)) {
      setListId(firstList);
    }
  }, [boardId, openBoardId, firstList, listId, places.lists]);

  const chooseBoard = (next: string) => {
    setBoardId(next);
    setListId(next === openBoardId && card ? card.listId : '');
    setIndex(0);
    if (next !== openBoardId) dispatch(moveTargetRequested({ boardId: next }));
  };

  const back = () => dispatch(card ? modalOpened('cardDetails', card.id) : modalClosed());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!card || !listId) return;
    const place = { cardId: card.id, toBoardId: boardId, toListId: listId, toIndex: index };
    if (moving) dispatch(cardMoveToPlaceRequested(place));
    else dispatch(cardCopyRequested({ ...place, title, labels, checklist }));
    // A card moved within the board stays open; one sent elsewhere or copied closes.
    if (moving && boardId === openBoardId) back();
    else dispatch(modalClosed());
  };

  const elsewhere = boardId !== openBoardId;
  const ready = places.status === 'ready' && places.canEditThere && listId !== '';
  return (
    <Modal isOpen={isOpen} onClose={back} heading={copying ? t`Copy card` : t`Move card`}>
      <form onSubmit={submit} noValidate>
        {copying && (
          <Field>
            <label htmlFor={ids.title}>
              <Trans>Title</Trans>
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
            {places.boards.map(({ id, title: boardTitle }) => (
              <option key={id} value={id}>
                {id === openBoardId ? t`${boardTitle} (this board)` : boardTitle}
              </option>
            ))}
          </Select>
        </Field>
        {places.status === 'loading' && (
          <Note role="status">
            <Trans>Reading that board’s lists…</Trans>
          </Note>
        )}
        {places.status === 'failed' && (
          <Note role="alert">
            <Trans>That board couldn’t be read. Choose it again to retry.</Trans>
          </Note>
        )}
        {places.status === 'ready' && !places.canEditThere && (
          <Note role="alert">
            <Trans>You can only view that board, so nothing can be added to it.</Trans>
          </Note>
        )}
        <Field>
          <label htmlFor={ids.list}>
            <Trans>List</Trans>
          </label>
          <Select
            id={ids.list}
            value={listId}
            disabled={places.lists.length === 0}
            onChange={(event) => {
              setListId(event.target.value);
              setIndex(0);
            }}
          >
            {places.lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={ids.place}>
            <Trans>Position</Trans>
          </label>
          <Select
            id={ids.place}
            value={index}
            onChange={(event) => setIndex(Number(event.target.value))}
          >
            {places.positions.map((position) => (
              <option key={position.index} value={position.index}>
                {position.label}
              </option>
            ))}
          </Select>
        </Field>
        {copying && (
          <fieldset>
            <legend>
              <Trans>Keep</Trans>
            </legend>
            <label>
              <input type="checkbox" checked={labels} onChange={() => setLabels(!labels)} />{' '}
              <Trans>Labels</Trans>
            </label>{' '}
            <label>
              <input
                type="checkbox"
                checked={checklist}
                onChange={() => setChecklist(!checklist)}
              />{' '}
              <Trans>Checklist</Trans>
            </label>
          </fieldset>
        )}
        <Note>
          {copying
            ? t`The copy keeps the description, due date and people assigned; attachments and comments are not copied.`
            : elsewhere
              ? t`Its comments and attachments don’t go with it to another board: they are left behind.`
              : t`Everything on the card goes with it.`}
        </Note>
        <DialogActions>
          <Button type="button" $variant="subtle" onClick={back}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" $variant="primary" disabled={!ready}>
            {copying ? t`Copy` : t`Move`}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
