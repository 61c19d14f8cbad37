// Custom fields (issue 32 §1): a field added, moved or deleted is one edit of the board's
// `customFields`, one entry written; a card's value is one edit of that card, shown at once,
// in the feed as "set Priority to High", undoable; values that don't fit are refused unwritten.
import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { CustomField } from '../../../src/domain/customFields';
import {
  cardFieldValueRequested,
  changeCustomFieldsSaga,
  customFieldsChangeRequested,
  setFieldValueSaga,
} from '../../../src/features/cards/customFieldsSaga';
import { undoSaga } from '../../../src/features/edits/history/undoSaga';
import { moveField } from '../../../src/domain/customFieldRanks';
import * as editsService from '../../../src/services/edits';
import { BOARD_ID, boardScene, permissionDenied, whenCalled } from '../boardFixtures';

const PRIORITY: CustomField = {
  id: 'priority',
  name: 'Priority',
  type: 'dropdown',
  showOnTile: true,
  options: {
    high: { name: 'High', color: 'red', rank: 'a0' },
    low: { name: 'Low', color: 'green', rank: 'a1' },
  },
  rank: 'a0',
};
const POINTS: CustomField = {
  id: 'points',
  name: 'Points',
  type: 'number',
  showOnTile: false,
  options: {},
  rank: 'a1',
};

const scene = (fields: CustomField[] = [PRIORITY, POINTS]): RootState =>
  rootReducer(boardScene({ customFields: fields }).state, { type: '@@test/init' });

type Saga = (action: never) => Generator;

async function run(saga: Saga, action: Action | undefined, state: RootState, fails = false) {
  const writes: unknown[][] = [];
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(rootReducer, state)
    .provide([
      whenCalled(editsService.commitEdit, (...args) => {
        writes.push(args);
        if (fails) throw permissionDenied();
      }),
    ])
    .run({ silenceTimeout: true });
  return { state: storeState as RootState, writes };
}

describe('a card’s custom field value', () => {
  it('is set at once as one edit, named in the feed, and undone', async () => {
    const set = await run(
      setFieldValueSaga,
      cardFieldValueRequested({ cardId: 'c1', fieldId: 'priority', value: 'high' }),
      scene(),
    );
    expect(set.writes).toEqual([
      [
        BOARD_ID,
        [{ doc: 'fieldValue', id: 'c1', item: 'priority', before: null, after: 'high' }],
        expect.objectContaining({
          draft: expect.objectContaining({
            kind: 'cardFieldValue',
            cardId: 'c1',
            words: { fieldName: 'Priority', value: 'High' },
          }),
        }),
      ],
    ]);
    expect(set.state.board.cards.c1?.fieldValues).toEqual({ priority: 'high' });
    expect(set.state.history.past.map((step) => step.kind)).toEqual(['cardFieldValue']);

    const undone = await run(undoSaga, undefined, set.state);
    expect(undone.writes[0]?.[1]).toEqual([
      { doc: 'fieldValue', id: 'c1', item: 'priority', before: 'high', after: null },
    ]);
    expect(undone.state.board.cards.c1?.fieldValues).toBeUndefined();
  });

  it('refuses an option the field does not have, or text in a number, writing nothing', async () => {
    const option = await run(
      setFieldValueSaga,
      cardFieldValueRequested({ cardId: 'c1', fieldId: 'priority', value: 'urgent' }),
      scene(),
    );
    const number = await run(
      setFieldValueSaga,
      cardFieldValueRequested({ cardId: 'c1', fieldId: 'points', value: Number.NaN }),
      scene(),
    );
    expect([...option.writes, ...number.writes]).toEqual([]);
    expect(option.state.notices.items.map((notice) => notice.text)).toEqual([
      'That option of “Priority” no longer exists.',
    ]);
    expect(number.state.board.cards.c1?.fieldValues).toBeUndefined();
  });

  it('goes back when the server refuses it', async () => {
    const refused = await run(
      setFieldValueSaga,
      cardFieldValueRequested({ cardId: 'c1', fieldId: 'points', value: 3 }),
      scene(),
      true,
    );
    expect(refused.writes).toHaveLength(1);
    expect(refused.state.board.cards.c1?.fieldValues).toBeUndefined();
  });
});

describe('the board’s custom fields', () => {
  it('a new field is one entry written, with a rank after the others', async () => {
    const fields = [
      PRIORITY,
      POINTS,
      { id: 'size', name: ' Size ', type: 'text', showOnTile: false, options: {} } as CustomField,
    ];
    const added = await run(
      changeCustomFieldsSaga,
      customFieldsChangeRequested({ fields }),
      scene(),
    );
    const [[, changes, activity]] = added.writes as [[string, unknown[], unknown]];
    expect(changes).toEqual([
      {
        doc: 'item',
        id: BOARD_ID,
        field: 'customFields',
        item: 'size',
        before: null,
        after: { name: 'Size', type: 'text', showOnTile: false, options: {}, rank: 'a2' },
      },
    ]);
    expect(activity).toEqual(
      expect.objectContaining({
        draft: expect.objectContaining({ kind: 'customFieldAdd', subject: 'Size' }),
      }),
    );
    expect(added.state.board.board?.customFields?.map((field) => field.name)).toEqual([
      'Priority',
      'Points',
      'Size',
    ]);
  });

  it('a move writes the moved field’s rank only; a delete removes its entry', async () => {
    const moved = await run(
      changeCustomFieldsSaga,
      customFieldsChangeRequested({ fields: moveField([PRIORITY, POINTS], 1, 0) }),
      scene(),
    );
    const [[, changes]] = moved.writes as [[string, { item: string; after: object }[]]];
    expect(changes.map((change) => change.item)).toEqual(['points']);
    expect(Object.keys(changes[0]!.after)).toEqual(['rank']);
    expect(moved.state.board.board?.customFields?.map((field) => field.id)).toEqual([
      'points',
      'priority',
    ]);

    const deleted = await run(
      changeCustomFieldsSaga,
      customFieldsChangeRequested({ fields: [POINTS] }),
      scene(),
    );
    expect(deleted.writes[0]?.[1]).toEqual([
      expect.objectContaining({ item: 'priority', after: null }),
    ]);
    expect(deleted.state.board.board?.customFields).toEqual([POINTS]);
  });

  it('refuses a 51st field without writing', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ ...POINTS, id: `f${i}`, rank: `a${i}` }));
    const tooMany = await run(
      changeCustomFieldsSaga,
      customFieldsChangeRequested({ fields: [...many, { ...POINTS, id: 'one-more', rank: 'b0' }] }),
      scene(many),
    );
    expect(tooMany.writes).toEqual([]);
    expect(tooMany.state.board.board?.customFields).toHaveLength(50);
  });
});
