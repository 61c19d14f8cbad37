// What a screen reader hears while a board is moved, in the board's own name and its position
// on the dashboard (dnd-kit's defaults speak of ids, which mean nothing to a person).
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { DashboardTile } from '../board';

export const boardDragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a board, press Space or Enter to pick it up. Use the arrow keys to move it, ' +
    'Space or Enter to drop it in its new place, or Escape to put it back.',
};

export function boardDragAnnouncements(tiles: DashboardTile[]): Announcements {
  const titleOf = (id: UniqueIdentifier) =>
    tiles.find((tile) => tile.id === id)?.title ?? 'the board';
  const positionOf = (id: UniqueIdentifier) =>
    `position ${tiles.findIndex((tile) => tile.id === id) + 1} of ${tiles.length}`;

  const starredOf = (id: UniqueIdentifier) => tiles.find((tile) => tile.id === id)?.starred;

  // dnd-kit reports the lifted board over its own place right after the lift; saying "moved to
  // position 1" then would drown out "Picked up", so only a change of place is spoken.
  let lastOver: UniqueIdentifier | null = null;

  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${titleOf(active.id)}, at ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return over
        ? `${titleOf(active.id)} moved to ${positionOf(over.id)}.`
        : `${titleOf(active.id)} is no longer over a place to drop it.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return `${titleOf(active.id)} put back where it was.`;
      if (starredOf(active.id) !== starredOf(over.id)) {
        return `Starred boards come first, so ${titleOf(active.id)} stays where it was.`;
      }
      return `${titleOf(active.id)} dropped at ${positionOf(over.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving cancelled. ${titleOf(active.id)} is back where it was.`,
  };
}
