// Two devices editing different items of the same checklist or label set: both edits survive,
// because each item is written on its own (a map field, arrayUnion / arrayRemove), never the
// whole list as one tab last saw it. The server is the fake backend (tests/unit/fakeBackend.ts).
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../../src/app/rootReducer';
import type { FieldChange } from '../../../src/domain/edit';
import type { KeyedEdit } from '../../../src/domain/keyed';
import type { Card, ChecklistItem, Label } from '../../../src/domain/types';
import { changeLabelsSaga } from '../../../src/features/cards/labelsSaga';
import { chooseDescriptionSaga, updateCardSaga } from '../../../src/features/cards/cardsSaga';
import { descriptionChosen } from '../../../src/features/board/openBoardSlice';
import {
  boardLabelsChangeRequested,
  cardUpdateRequested,
} from '../../../src/features/cards/cardRequests';
import { commitEdit } from '../../../src/services/edits';
import { backend, fakeBackend } from '../fakeBackend';
import {
  BOARD_ID,
  dashboardState,
  makeBoard,
  makeCard,
  makeList,
  whenCalled,
  withOpenBoard,
} from '../boardFixtures';
import { ada } from '../fixtures';

const item = (id: string, rank: string, done = false): ChecklistItem => ({
  id,
  text: `Step ${id}`,
  done,
  rank,
});

/** The server's board and card, and this tab's older copy of them. */
function scene(server: { card: Card; labels: Label[] }, here: { card: Card; labels: Label[] }) {
  const list = makeList('l1', 'a0');
  backend.reset(ada, [makeBoard({ labels: server.labels, cardCount: 1 })]);
  backend.addList(BOARD_ID, list);
  backend.addCard(BOARD_ID, server.card);
  return withOpenBoard(
    dashboardState(),
    makeBoard({ labels: here.labels, cardCount: 1 }),
    [list],
    [here.card],
  );
}

/**
 * An edit's commit on the fake server, each change written as the batch writes it
 * (services/firebase/editsClient.ts): a card's or board's fields over the stored ones, a label
 * id by arrayUnion / arrayRemove, each entry of a checklist or the labels as its own field.
 */
async function commitToServer(boardId: string, changes: FieldChange[]) {
  for (const change of changes) {
    if (change.doc === 'card') await fakeBackend.updateCard(boardId, change.id, change.after);
    else if (change.doc === 'board') await fakeBackend.updateBoard(boardId, change.after);
    else if (change.doc === 'cardIds' && change.field === 'labelIds') {
      const [add, remove] = change.after ? [[change.item], []] : [[], [change.item]];
      await fakeBackend.changeCardLabels(boardId, change.id, { add, remove });
    } else if (change.doc === 'item') {
      const edit: KeyedEdit<never> = { set: {}, patch: {}, remove: [] };
      if (change.after === null) edit.remove.push(change.item);
      else if (change.before === null) edit.set[change.item] = change.after as never;
      else edit.patch[change.item] = change.after as never;
      if (change.field === 'checklist') await fakeBackend.editChecklist(boardId, change.id, edit);
      else await fakeBackend.editBoardLabels(boardId, edit);
    } else throw new Error(`No fake write for ${change.doc}`);
  }
}

/** Every edit's one write reaches the fake server. */
const toServer = [
  whenCalled(commitEdit, (boardId, changes) =>
    commitToServer(boardId as string, changes as FieldChange[]),
  ),
];

const serverCard = () => backend.cards().find((card) => card.id === 'c1')!;

describe('edits of different items on two devices', () => {
  it('ticking an item keeps an item another device added meanwhile', async () => {
    const labels: Label[] = [];
    const state = scene(
      {
        card: makeCard('c1', 'l1', 'a0', {
          checklist: [item('i1', 'a0'), item('i2', 'a1'), item('i3', 'a2')],
        }),
        labels,
      },
      {
        card: makeCard('c1', 'l1', 'a0', { checklist: [item('i1', 'a0'), item('i2', 'a1')] }),
        labels,
      },
    );
    await expectSaga(
      updateCardSaga,
      cardUpdateRequested({
        cardId: 'c1',
        patch: { checklist: [item('i1', 'a0', true), item('i2', 'a1')] },
      }),
    )
      .withReducer(rootReducer, state)
      .provide(toServer)
      .run();
    expect(serverCard().checklist).toEqual([
      item('i1', 'a0', true),
      item('i2', 'a1'),
      item('i3', 'a2'),
    ]);
  });

  it('adding an item keeps another device’s tick and its own item', async () => {
    const labels: Label[] = [];
    const state = scene(
      { card: makeCard('c1', 'l1', 'a0', { checklist: [item('i1', 'a0', true)] }), labels },
      { card: makeCard('c1', 'l1', 'a0', { checklist: [item('i1', 'a0')] }), labels },
    );
    const added = { id: 'i9', text: 'Step i9', done: false };
    await expectSaga(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c1', patch: { checklist: [item('i1', 'a0'), added] } }),
    )
      .withReducer(rootReducer, state)
      .provide(toServer)
      .run();
    expect(serverCard().checklist).toEqual([
      item('i1', 'a0', true),
      { ...added, rank: expect.any(String) },
    ]);
  });

  it('a label put on a card keeps the label another device put on it', async () => {
    const labels: Label[] = [];
    const state = scene(
      { card: makeCard('c1', 'l1', 'a0', { labelIds: ['red', 'blue'] }), labels },
      { card: makeCard('c1', 'l1', 'a0', { labelIds: ['red'] }), labels },
    );
    await expectSaga(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c1', patch: { labelIds: ['green'] } }),
    )
      .withReducer(rootReducer, state)
      .provide(toServer)
      .run();
    expect(serverCard().labelIds).toEqual(['blue', 'green']);
  });

  it('renaming a board label keeps a label another device added', async () => {
    const green: Label = { id: 'green', name: '', color: 'green', rank: 'a0' };
    const red: Label = { id: 'red', name: '', color: 'red', rank: 'a1' };
    const added: Label = { id: 'new', name: 'Blocked', color: 'purple', rank: 'a2' };
    const card = makeCard('c1', 'l1', 'a0');
    const state = scene({ card, labels: [green, red, added] }, { card, labels: [green, red] });
    await expectSaga(
      changeLabelsSaga,
      boardLabelsChangeRequested({ labels: [{ ...green, name: 'Easy' }, red] }),
    )
      .withReducer(rootReducer, state)
      .provide(toServer)
      .run();
    expect(backend.board(BOARD_ID)?.labels).toEqual([{ ...green, name: 'Easy' }, red, added]);
  });

  it('turns a checklist stored as the old array into the keyed form on its first edit', async () => {
    const labels: Label[] = [];
    const old = [
      { id: 'i1', text: 'One', done: false },
      { id: 'i2', text: 'Two', done: false },
    ];
    const state = scene(
      { card: makeCard('c1', 'l1', 'a0', { checklist: old }), labels },
      { card: makeCard('c1', 'l1', 'a0', { checklist: old }), labels },
    );
    const { storeState } = await expectSaga(
      updateCardSaga,
      cardUpdateRequested({
        cardId: 'c1',
        patch: { checklist: [{ ...old[0]!, done: true }, old[1]!] },
      }),
    )
      .withReducer(rootReducer, state)
      .provide(toServer)
      .run();
    const keyed = [
      { id: 'i1', text: 'One', done: true, rank: 'a0' },
      { id: 'i2', text: 'Two', done: false, rank: 'a1' },
    ];
    expect(serverCard().checklist).toEqual(keyed);
    expect(storeState.board.cards.c1?.checklist).toEqual(keyed);
  });
});

describe('a description changed elsewhere while it was edited', () => {
  const card = makeCard('c1', 'l1', 'a0', { description: 'Theirs' });
  const state = () => scene({ card, labels: [] }, { card, labels: [] });

  it('is not written over: both versions wait for the person to choose', async () => {
    const { storeState } = await expectSaga(
      updateCardSaga,
      cardUpdateRequested({
        cardId: 'c1',
        patch: { description: 'Mine' },
        descriptionBase: 'Draft',
      }),
    )
      .withReducer(rootReducer, state())
      .provide(toServer)
      .not.call.fn(commitEdit)
      .run();
    expect(storeState.board.descriptionConflict).toEqual({
      cardId: 'c1',
      mine: 'Mine',
      theirs: 'Theirs',
    });
    expect(storeState.board.cards.c1?.description).toBe('Theirs');
    expect(serverCard().description).toBe('Theirs');
  });

  it('is written when the person keeps their own version', async () => {
    const conflicted = {
      ...state(),
      board: {
        ...state().board,
        descriptionConflict: { cardId: 'c1', mine: 'Mine', theirs: 'Theirs' },
      },
    };
    const { storeState } = await expectSaga(
      chooseDescriptionSaga,
      descriptionChosen({ cardId: 'c1', text: 'Mine' }),
    )
      .withReducer(
        rootReducer,
        rootReducer(conflicted, descriptionChosen({ cardId: 'c1', text: 'Mine' })),
      )
      .provide(toServer)
      .run();
    expect(storeState.board.descriptionConflict).toBeNull();
    expect(storeState.board.cards.c1?.description).toBe('Mine');
    expect(serverCard().description).toBe('Mine');
  });

  it('is saved at once when the text did not change elsewhere', async () => {
    const { storeState } = await expectSaga(
      updateCardSaga,
      cardUpdateRequested({
        cardId: 'c1',
        patch: { description: 'Mine' },
        descriptionBase: 'Theirs',
      }),
    )
      .withReducer(rootReducer, state())
      .provide(toServer)
      .run();
    expect(storeState.board.descriptionConflict).toBeNull();
    expect(serverCard().description).toBe('Mine');
  });
});
