// The cards feature's public entry: the open board's cards (their requests in cardRequests;
// cardsSaga: add, rename, move, delete; cardDetailsSaga: the details' edits; labelsSaga: the
// board's labels), their tiles, badges and composer, and the drag-and-drop pieces lists and
// the board page share.
export { labelName } from './CardBadges';
export { CardComposer } from './CardComposer';
export { CardTile, type TileSettings } from './CardTile';
export { useDraggableWord } from './TileDrag';
export { cardTileStyles } from './CardTile.styles';
export { Composer } from './Composer';
export { DraggedCard } from './DraggedCard';
export { FromTemplateDialog } from './FromTemplateDialog';
export { TitleEditor } from './TitleEditor';
export { HEADER_HEIGHT } from './board.styles';
export {
  boardCollisions,
  listDragId,
  boardKeyboardCoordinates,
  dragData,
  sortableIndex,
  cardsDropId,
  type DragData,
} from './boardDnd';
export { BoardLabelsContext } from './boardLabelsContext';
export {
  boardLabelsChangeRequested,
  cardAddRequested,
  cardAssigneeToggled,
  cardCopyRequested,
  cardDeleteRequested,
  cardMoveToPlaceRequested,
  cardMoveRequested,
  cardRenameRequested,
  cardUpdateRequested,
} from './cardRequests';
export { cardsSaga } from './cardsSaga';
export { selectWipCount } from './wipRoom';
export { cardCoverColorRequested } from './coverColorSaga';
export { cardRepeatRequested } from './repeatSaga';
export { cardFromTemplateRequested, cardTemplateToggled } from './templateCardSaga';
export {
  DragPreviewContext,
  createDragPreviewStore,
  useListDragPreview,
  withPreview,
} from './dragPreview';
export { labelsSaga } from './labelsSaga';
export {
  cardFieldValueRequested,
  customFieldsChangeRequested,
  customFieldsSaga,
} from './customFieldsSaga';
export { boardWatchToggled, cardWatchToggled } from './watchingSaga';
export { addLabelsThere, moveCopySaga } from './moveCopySaga';
export { arrivingCard, matchLabels } from './cardCopy';
export { moveTargetRequested, selectMoveTarget } from './moveTargetSlice';
