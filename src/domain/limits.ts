// Every size limit of the product, in one place. The UI, the sagas and firestore.rules all
// enforce these same numbers (docs/data-model.md).
export const LIMITS = {
  boardTitle: 100,
  listTitle: 100,
  cardTitle: 500,
  description: 10_000,
  /** Trello's own limit per board. Counted in boards/{id}.cardCount. */
  cardsPerBoard: 5_000,
  /**
   * Counted in boards/{id}.listCount. A board shows every list as a column; past a hundred it
   * is no longer a board one can read, and the bound keeps the lists one query loads small.
   */
  listsPerBoard: 100,
  labelsPerBoard: 20,
  labelName: 40,
  labelsPerCard: 20,
  checklistItems: 100,
  checklistItemText: 500,
  commentText: 5_000,
  /** The author's name a comment keeps (members' names have the same bound). */
  commentAuthorName: 100,
  assigneesPerCard: 20,
  /** boards/{id}/cards/{id}.watcherIds: people told of the card's changes. */
  watchersPerCard: 20,
  /** boards/{id}.importedFrom, `"<system>:<sourceBoardId>"`: room for any system's board id. */
  importedFrom: 200,
  boardsPerUser: 1_000,
  /**
   * An id one document stores of another (a counted card or list, an entry's card or list): the
   * app's are 21 characters; the rules bound each at this.
   */
  id: 100,
  /**
   * Cards one batch may delete: the rules check each against the count it lowers with two
   * document reads, and one rule may make 10 (two more for a list deleted with them).
   */
  countedDeletes: 4,
} as const;
