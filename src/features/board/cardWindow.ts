// How many cards a list puts in the page at first, and adds each time its end scrolls into
// view (boardPage/useCardWindow.ts): a 5,000-card board renders ~400 cards at first instead of
// 5,000, which is what keeps loading and moving cards fast. 40 is about three screens of a
// column. It also sets how many cards a big board fetches per list before the rest
// (openBoardChannel.ts): 60 made that first screen ~170 ms slower (bench:board).
export const CARD_WINDOW = 40;
