// What a screen reader hears while a board is moved, in the board's own name and its position
// on the dashboard (dnd-kit's defaults speak of ids, which mean nothing to a person).
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import type { DashboardTile } from '../board';

type Translate = (descriptor: MessageDescriptor) => string;
const current: Translate = (descriptor) => i18n._(descriptor);

// `translate`: the component's, which changes with the language, so a switch re-words them.
export const boardDragInstructions = (translate = current): ScreenReaderInstructions => ({
  draggable: translate(
    msg`To move a board, press Space or Enter to pick it up. Use the arrow keys to move it, Space or Enter to drop it in its new place, or Escape to put it back.`,
  ),
});

export function boardDragAnnouncements(tiles: DashboardTile[], translate = current): Announcements {
  const titleOf = (id: UniqueIdentifier) =>
    tiles.find((tile) => tile.id === id)?.title ?? translate(msg`the board`);
  const positionOf = (id: UniqueIdentifier) => {
    const position = tiles.findIndex((tile) => tile.id === id) + 1;
    const count = tiles.length;
    return translate(msg`position ${position} of ${count}`);
  };

  const starredOf = (id: UniqueIdentifier) => tiles.find((tile) => tile.id === id)?.starred;

  // dnd-kit reports the lifted board over its own place right after the lift; saying "moved to
  // position 1" then would drown out "Picked up", so only a change of place is spoken.
  let lastOver: UniqueIdentifier | null = null;

  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      const title = titleOf(active.id);
      const position = positionOf(active.id);
      return translate(msg`Picked up ${title}, at ${position}.`);
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      const title = titleOf(active.id);
      if (!over) return translate(msg`${title} is no longer over a place to drop it.`);
      const position = positionOf(over.id);
      return translate(msg`${title} moved to ${position}.`);
    },
    onDragEnd: ({ active, over }) => {
      const title = titleOf(active.id);
      if (!over) return translate(msg`${title} put back where it was.`);
      if (starredOf(active.id) !== starredOf(over.id)) {
        return translate(msg`Starred boards come first, so ${title} stays where it was.`);
      }
      const position = positionOf(over.id);
      return translate(msg`${title} dropped at ${position}.`);
    },
    onDragCancel: ({ active }) => {
      const title = titleOf(active.id);
      return translate(msg`Moving cancelled. ${title} is back where it was.`);
    },
  };
}
