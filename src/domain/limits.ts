// Every size limit of the product, in one place. The UI, the sagas and firestore.rules all
// enforce these same numbers (docs/data-model.md).
export const LIMITS = {
  boardTitle: 100,
  listTitle: 100,
  cardTitle: 500,
  description: 10_000,
  /** Trello's own limit per board. Counted in boards/{id}.cardCount. */
  cardsPerBoard: 5_000,
  labelsPerBoard: 20,
  labelName: 40,
  labelsPerCard: 20,
  checklistItems: 100,
  checklistItemText: 500,
  boardsPerUser: 1_000,
  /** Documents per write batch when deleting in chunks (Firestore allows 500). */
  deleteBatch: 400,
} as const;
