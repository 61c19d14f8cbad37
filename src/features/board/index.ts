// The board feature's public entry: the boards' state and how it follows the server. The
// person's boards (boardsSlice, boardsSelectors, boardSummariesChannel) and the open board
// (openBoardSlice with liveSnapshots, openBoardSelectors, openBoardSaga and its channels; how
// the edit events of domain/editEvents show on it: applyToBoard) and the saving indicator. The
// requests of lists and cards are theirs (lists/, cards/). Every other board feature builds on
// this one; it imports none of them.
export { SyncIndicator } from './SyncIndicator';
export { createBoardSummariesChannel } from './boardSummariesChannel';
export {
  selectBoardSummaries,
  selectDashboardFilter,
  selectBoardCount,
  selectBoardsError,
  selectBoardsStatus,
  selectDashboardTiles,
  type DashboardTile,
} from './boardsSelectors';
export {
  boardColorChangeRequested,
  boardRenameRequested,
  default as boardsReducer,
  initialBoardsState,
  dashboardFilterChanged,
  boardStarToggled,
  boardSummariesRetryRequested,
  boardCreateRequested,
  boardDeleteRequested,
  boardMoveRequested,
  boardCreateStarted,
  boardSummariesChanged,
  boardSummariesFailed,
  boardSummariesWatchStarted,
  boardSummaryRemoved,
  boardSummaryUpserted,
} from './boardsSlice';
export { CARD_WINDOW } from './cardWindow';
export {
  selectOpenBoardCardCount,
  selectCardCountOfList,
  selectWorkCardCountOfList,
} from './countSelectors';
export { selectTemplateCards } from './templateSelectors';
export { watchOpenBoard } from './openBoardSaga';
export {
  selectAllCardsLoaded,
  selectArchivedCards,
  selectArchivedLists,
  selectListsById,
  selectBoardMembers,
  selectCanEditBoard,
  selectCanShareBoard,
  selectShowArchived,
  makeSelectOpenListIds,
  selectBoardLabels,
  selectBoard,
  selectBoardLoadSlow,
  selectBoardStatus,
  selectBoardError,
  selectCardFilter,
  selectIsFilterActive,
  selectList,
  selectOpenListIds,
  selectVisibleCardIds,
  selectVisibleCardIdsByList,
  selectOpenBoardId,
  selectCard,
  selectDescriptionConflict,
  selectCardsById,
  selectCardsOfList,
  selectIsListPartial,
  selectIsBoardOwner,
  makeSelectVisibleCardIds,
  selectOpenLists,
  selectMyRole,
} from './openBoardSelectors';
export {
  archivedViewToggled,
  boardClosed,
  boardOpened,
  boardRetryRequested,
  cardFilterChanged,
  cardFilterCleared,
  default as openBoardReducer,
  initialBoardState,
  cardPatched,
  descriptionChosen,
  descriptionConflictFound,
  boardAccessLost,
  cardCountAdjusted,
  cardsRemoved,
  cardUpserted,
  listUpserted,
  boardFieldsRolledBack,
  boardPatched,
  type DueFilter,
  type DescriptionConflict,
} from './openBoardSlice';
export {
  selectCardsWithValue,
  selectCustomFields,
  selectFilterableFields,
  selectTileFields,
} from './customFieldSelectors';
