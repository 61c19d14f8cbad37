// The comments feature's public entry: the open card's comments (slice, selectors, saga,
// channel) and their section in the card's details.
export { CommentsSection } from './CommentsSection';
export { commentsSaga } from './commentsSaga';
export { default as commentsReducer, initialCommentsState } from './commentsSlice';
