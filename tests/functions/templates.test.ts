// createBoardFromTemplate, called as the Functions emulator calls it, on the Firestore emulator:
// a board from a built-in template or from a template board of the caller's, copied whole (lists,
// labels, open cards with templates kept), counted, and on the caller's dashboard; a stranger's
// board and unknown templates are refused.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { createBoardFromTemplateHandler } from '../../functions/src/templates/createBoardFromTemplate';
import { db, newTestId, refusalOf, requestAs } from './support';

function as<T>(uid: string | null, data: T): CallableRequest<T> {
  const request = requestAs(uid, data);
  if (request.auth) {
    request.auth.token = { ...request.auth.token, name: 'Ada Lovelace', email: 'ada@example.com' };
  }
  return request;
}

async function newPerson() {
  const uid = newTestId('person');
  await db().doc(`users/${uid}`).set({ boards: [] });
  return uid;
}

async function contents(boardId: string) {
  const board = db().doc(`boards/${boardId}`);
  const [snapshot, lists, cards, counts] = await Promise.all([
    board.get(),
    board.collection('lists').orderBy('rank').get(),
    board.collection('cards').get(),
    board.collection('meta').doc('counts').get(),
  ]);
  return { board: snapshot.data()!, lists: lists.docs.map((doc) => doc.data()), cards, counts };
}

describe('createBoardFromTemplate', () => {
  it('makes a board from the built-in Kanban: its lists, labels and example cards, counted', async () => {
    const uid = await newPerson();
    const { boardId } = await createBoardFromTemplateHandler(
      as(uid, { source: { builtIn: 'kanban' }, title: 'Team', color: 'green' }),
    );
    const { board, lists, cards, counts } = await contents(boardId);
    expect(board).toEqual(
      expect.objectContaining({ ownerId: uid, title: 'Team', color: 'green', deleting: false }),
    );
    expect(Object.values(board.labels as object).map((label) => label.name)).toEqual([
      'Blocked',
      'Quick win',
    ]);
    expect(lists.map((list) => list.title)).toEqual(['To do', 'Doing', 'Done']);
    expect(cards.size).toBe(2);
    expect(cards.docs.every((card) => card.get('template') === true)).toBe(true);
    const blocked = cards.docs.find((card) => card.get('title') === 'Blocked task')!;
    expect(blocked.get('labelIds')).toEqual([
      Object.entries(board.labels as Record<string, { name: string }>).find(
        ([, label]) => label.name === 'Blocked',
      )![0],
    ]);
    expect(counts.data()).toEqual({ cardCount: 2, listCount: 3 });
    expect((await db().doc(`users/${uid}`).get()).get('boards')).toEqual([boardId]);
  });

  it('copies a member’s template board: open lists and cards, nobody assigned', async () => {
    const uid = await newPerson();
    const source = db().collection('boards').doc();
    await source.set({
      ownerId: 'someone-else',
      members: { [uid]: { role: 'viewer', name: 'Ada', email: 'ada@example.com' } },
      title: 'Release',
      color: 'blue',
      labels: { lb: { name: 'Risk', color: 'red', rank: 'a0' } },
      deleting: false,
      template: true,
    });
    await source.collection('lists').doc('l1').set({ title: 'Steps', rank: 'a0', archived: false });
    await source.collection('lists').doc('l2').set({ title: 'Old', rank: 'a1', archived: true });
    const card = (listId: string, title: string, extra: Record<string, unknown> = {}) => ({
      listId,
      rank: 'a0',
      title,
      description: 'How',
      labelIds: ['lb'],
      due: null,
      checklist: { i1: { text: 'Tag', done: true, rank: 'a0' } },
      archived: false,
      assigneeIds: ['someone-else'],
      ...extra,
    });
    await source
      .collection('cards')
      .doc('c1')
      .set(card('l1', 'Ship', { template: true }));
    await source
      .collection('cards')
      .doc('c2')
      .set(card('l1', 'Gone', { archived: true }));
    await source.collection('cards').doc('c3').set(card('l2', 'Hidden'));

    const { boardId } = await createBoardFromTemplateHandler(
      as(uid, { source: { boardId: source.id }, title: 'Release 2', color: 'pink' }),
    );
    const { board, lists, cards, counts } = await contents(boardId);
    expect(board.template).toBeUndefined();
    expect(lists.map((list) => list.title)).toEqual(['Steps']);
    expect(cards.docs.map((doc) => doc.get('title'))).toEqual(['Ship']);
    const [copy] = cards.docs;
    expect(copy!.get('template')).toBe(true);
    expect(copy!.get('assigneeIds')).toBeUndefined();
    expect(Object.values(copy!.get('checklist') as object)).toEqual([
      { text: 'Tag', done: false, rank: 'a0' },
    ]);
    expect(copy!.get('labelIds')).toEqual(Object.keys(board.labels as object));
    expect(counts.data()).toEqual({ cardCount: 1, listCount: 1 });
  });

  it('refuses a stranger’s board, an unknown template, and a signed-out caller', async () => {
    const uid = await newPerson();
    const stranger = db().collection('boards').doc();
    await stranger.set({
      ownerId: 'someone-else',
      title: 'Secret',
      color: 'blue',
      deleting: false,
    });
    expect(
      await refusalOf(
        createBoardFromTemplateHandler(
          as(uid, { source: { boardId: stranger.id }, title: 'Mine', color: 'blue' }),
        ),
      ),
    ).toBe('permission-denied');
    expect(
      await refusalOf(
        createBoardFromTemplateHandler(
          as(uid, { source: { builtIn: 'scrum' }, title: 'Mine', color: 'blue' }),
        ),
      ),
    ).toBe('invalid-argument');
    expect(
      await refusalOf(
        createBoardFromTemplateHandler(
          as(null, { source: { builtIn: 'kanban' }, title: 'Mine', color: 'blue' }),
        ),
      ),
    ).toBe('unauthenticated');
  });
});
