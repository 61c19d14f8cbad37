// An import's custom fields (issue 32 §1) on the server: the board's fields written with new
// ids (a dropdown's options too), each card's values under them; a value the fields can't hold
// is refused in plain words.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { importFinishHandler } from '../../functions/src/import/importFinish';
import { importPartHandler } from '../../functions/src/import/importPart';
import { importStartHandler } from '../../functions/src/import/importStart';
import { db, newTestId, refusalOf, requestAs } from './support';

function as<T>(uid: string | null, data: T): CallableRequest<T> {
  const request = requestAs(uid, data);
  if (request.auth) {
    request.auth.token = { ...request.auth.token, name: 'Ada Lovelace', email: 'ada@example.com' };
  }
  return request;
}

const start = () => ({
  source: { system: 'trello', boardId: newTestId('trello') },
  board: {
    title: 'Fields',
    color: 'green',
    labels: [],
    customFields: [
      {
        id: 'f1',
        name: 'Priority',
        type: 'dropdown',
        showOnTile: true,
        options: [
          { id: 'o1', name: 'High', color: 'red' },
          { id: 'o2', name: 'Low', color: 'green' },
        ],
      },
      { id: 'f2', name: 'Estimate', type: 'number', showOnTile: false, options: [] },
    ],
  },
  lists: [{ id: 'a', title: 'To do', archived: false }],
  cardsTotal: 1,
});

const card = (fieldValues: Record<string, unknown>) => ({
  listId: 'a',
  title: 'Plan',
  description: '',
  labelIds: [],
  due: null,
  dueComplete: false,
  checklist: [],
  archived: false,
  assigned: false,
  comments: [],
  fieldValues,
});

describe('importing custom fields', () => {
  it('writes the fields with new ids and each card’s values under them', async () => {
    const uid = newTestId('importer');
    await db().doc(`users/${uid}`).set({ boards: [] });
    const { jobId } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId, index: 0, cards: [card({ f1: 'o1', f2: 3 })] }));
    const { boardId } = await importFinishHandler(as(uid, { jobId }));

    const board = (await db().doc(`boards/${boardId}`).get()).data()!;
    const fields = Object.entries(board.customFields as Record<string, Record<string, unknown>>);
    expect(fields.map(([, field]) => [field.name, field.type, field.showOnTile])).toEqual([
      ['Priority', 'dropdown', true],
      ['Estimate', 'number', false],
    ]);
    const [[priorityId, priority], [estimateId]] = fields as [
      [string, { options: Record<string, { name: string }> }],
      [string, unknown],
    ];
    expect(priorityId).not.toBe('f1');
    const cards = await db().collection(`boards/${boardId}/cards`).get();
    const values = cards.docs[0]!.get('fieldValues') as Record<string, unknown>;
    expect(values[estimateId]).toBe(3);
    expect(priority.options[values[priorityId] as string]?.name).toBe('High');
  });

  it('refuses a value of an option the field doesn’t have', async () => {
    const uid = newTestId('importer');
    await db().doc(`users/${uid}`).set({ boards: [] });
    const { jobId } = await importStartHandler(as(uid, start()));
    expect(
      await refusalOf(
        importPartHandler(as(uid, { jobId, index: 0, cards: [card({ f1: 'nope' })] })),
      ),
    ).toBe('invalid-argument');
  });
});
