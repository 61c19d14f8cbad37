import type { Active, Over } from '@dnd-kit/core';
import type { DashboardTile } from '../../src/features/board/boardsSelectors';
import { boardDragAnnouncements } from '../../src/features/dashboard/boardDragAnnouncements';

const tile = (id: string, title: string) => ({ id, title, starred: false }) as DashboardTile;
const tiles = [tile('a', 'One'), tile('b', 'Two'), tile('c', 'Three')];
const active = { id: 'a' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('what a screen reader hears while a board moves', () => {
  it('says "Picked up" and keeps it: the lift over its own place is not a move', () => {
    const say = boardDragAnnouncements(tiles);
    expect(say.onDragStart({ active })).toBe('Picked up One, at position 1 of 3.');
    expect(say.onDragOver({ active, over: over('a') })).toBeUndefined();
  });

  it('speaks each change of place, including back to where it started', () => {
    const say = boardDragAnnouncements(tiles);
    say.onDragStart({ active });
    say.onDragOver({ active, over: over('a') });
    expect(say.onDragOver({ active, over: over('b') })).toBe('One moved to position 2 of 3.');
    expect(say.onDragOver({ active, over: over('b') })).toBeUndefined();
    expect(say.onDragOver({ active, over: over('a') })).toBe('One moved to position 1 of 3.');
    expect(say.onDragOver({ active, over: null })).toBe(
      'One is no longer over a place to drop it.',
    );
    expect(say.onDragEnd({ active, over: over('c') })).toBe('One dropped at position 3 of 3.');
  });

  it('starts afresh on the next lift', () => {
    const say = boardDragAnnouncements(tiles);
    say.onDragStart({ active });
    say.onDragOver({ active, over: over('b') });
    say.onDragEnd({ active, over: over('b') });
    say.onDragStart({ active: { id: 'b' } as Active });
    expect(say.onDragOver({ active: { id: 'b' } as Active, over: over('b') })).toBeUndefined();
  });
});
