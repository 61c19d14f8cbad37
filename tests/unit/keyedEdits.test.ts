// What a checklist or label edit writes (src/domain/keyed.ts): only the items it touches.
import { storedChecklistItem, type ChecklistItem } from '../../src/domain/card';
import { isEmptyEdit, keyedEdit } from '../../src/domain/keyed';

const item = (id: string, rank: string, done = false): ChecklistItem => ({
  id,
  text: `Step ${id}`,
  done,
  rank,
});
const edit = (current: ChecklistItem[], next: ChecklistItem[]) =>
  keyedEdit(current, next, storedChecklistItem, ['text', 'done']);

describe('keyed edits', () => {
  const current = [item('a', 'a0'), item('b', 'a1'), item('c', 'a2')];

  it('a tick writes that one field of that one item', () => {
    const { edit: written } = edit(current, [
      item('a', 'a0'),
      item('b', 'a1', true),
      item('c', 'a2'),
    ]);
    expect(written).toEqual({ set: {}, patch: { b: { done: true } }, remove: [] });
  });

  it('an added item is written on its own, after the others', () => {
    const added = { id: 'd', text: 'New', done: false };
    const { edit: written, items } = edit(current, [...current, added]);
    expect(written.set).toEqual({ d: { text: 'New', done: false, rank: 'a3' } });
    expect(written.patch).toEqual({});
    expect(items.at(-1)).toEqual({ ...added, rank: 'a3' });
  });

  it('a removed item is removed, nothing else written', () => {
    const { edit: written } = edit(current, [current[0]!, current[2]!]);
    expect(written).toEqual({ set: {}, patch: {}, remove: ['b'] });
  });

  it('no change writes nothing', () => {
    expect(isEmptyEdit(edit(current, current).edit)).toBe(true);
  });

  it('a list from before items were keyed is written whole once, ranked in its order', () => {
    const old = [
      { id: 'x', text: 'One', done: false },
      { id: 'y', text: 'Two', done: true },
    ];
    const { edit: written } = edit(old, old);
    expect(written.whole).toEqual({
      x: { text: 'One', done: false, rank: 'a0' },
      y: { text: 'Two', done: true, rank: 'a1' },
    });
  });
});
