// A live collection with a document the app cannot show: skipped and reported, never thrown.
import { parseCard } from '../../src/domain/card';
import { changesOf, collectionSnapshotOf } from '../../src/services/firebase/liveQueries';

/** A stand-in for a QuerySnapshot read through the card converter. */
function snapshotOf(stored: Record<string, unknown>) {
  const changes = Object.entries(stored).map(([id, data]) => ({
    type: 'added' as const,
    doc: { id, data: () => parseCard(id, data), metadata: { hasPendingWrites: false } },
  }));
  return { docChanges: () => changes, metadata: { fromCache: false } } as never;
}

describe('changes of a live collection', () => {
  it('skips a card whose rank the ordering library cannot read, and reports its id', () => {
    const reported: string[] = [];
    const changes = changesOf(
      snapshotOf({
        good: { listId: 'l1', rank: 'a0', title: 'Fine' },
        bad: { listId: 'l1', rank: 'not a key', title: 'Broken' },
        typo: { listId: 42, rank: 'a1', title: 'No list' },
      }),
      (id) => reported.push(id),
    );
    expect(changes).toEqual([
      { type: 'upsert', doc: expect.objectContaining({ id: 'good' }), pending: false },
      { type: 'remove', id: 'bad' },
      { type: 'remove', id: 'typo' },
    ]);
    expect(reported).toEqual(['bad', 'typo']);
  });

  it('names the skipped documents in the snapshot it hands on, so the person can be told', () => {
    const warned: string[] = [];
    const snapshot = collectionSnapshotOf(
      snapshotOf({
        good: { listId: 'l1', rank: 'a0', title: 'Fine' },
        bad: { listId: 'l1', rank: 'not a key', title: 'Broken' },
      }),
      (id) => warned.push(id),
    );
    expect(snapshot).toEqual({
      changes: [
        { type: 'upsert', doc: expect.objectContaining({ id: 'good' }), pending: false },
        { type: 'remove', id: 'bad' },
      ],
      fromCache: false,
      malformedIds: ['bad'],
    });
    expect(warned).toEqual(['bad']);
  });
});
