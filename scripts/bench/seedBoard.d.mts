// Types of seedBoard.mjs, for the TypeScript end-to-end tests that seed big boards with it.
export interface SeededDoc {
  id: string;
  data: Record<string, unknown> & { title: string };
}
export interface MadeBoard {
  boardId: string;
  board: Record<string, unknown>;
  lists: SeededDoc[];
  cards: (SeededDoc & { data: { listId: string; rank: string } })[];
}
export function makeBoard(options: {
  ownerId: string;
  listCount?: number;
  cardCount?: number;
  seed?: number;
}): MadeBoard;
export function seedBoard(options: {
  firestoreUrl: string;
  projectId: string;
  uid: string;
  board: MadeBoard;
}): Promise<void>;
