// The card details feature's public entry: the open card's dialog (its sections, the
// description's conflicts, labels, checklist, due date, assignees). It loads on its own, when a
// card is first opened (boardPage/BoardPage.tsx).
export { CardDetailsDialog } from './CardDetailsDialog';
