// The product's limits and colours, as the server checks them. A copy of src/domain/limits.ts
// and src/domain/palette.ts's keys (functions/ compiles only its own src/);
// tests/functions/limits.test.ts pins them equal, so a change there fails until made here too.
export const LIMITS = {
  boardTitle: 100,
  listTitle: 100,
  cardTitle: 500,
  description: 10_000,
  cardsPerBoard: 5_000,
  listsPerBoard: 100,
  labelsPerBoard: 20,
  labelName: 40,
  labelsPerCard: 20,
  checklistItems: 100,
  checklistItemText: 500,
  commentText: 5_000,
  commentAuthorName: 100,
  assigneesPerCard: 20,
  watchersPerCard: 20,
  importedFrom: 200,
  boardsPerUser: 1_000,
  countedDeletes: 4,
} as const;

export const COLOR_KEYS = [
  'blue',
  'sky',
  'green',
  'lime',
  'orange',
  'red',
  'purple',
  'pink',
  'grey',
] as const;

export type ColorKey = (typeof COLOR_KEYS)[number];

export const isColorKey = (value: unknown): value is ColorKey =>
  typeof value === 'string' && (COLOR_KEYS as readonly string[]).includes(value);
