// The attachments feature's public entry: files on cards (docs/attachments.md). Its section
// shows in the card's details (a lazy chunk), its sagas start with the boards' sagas, and its
// slice is injected then: none of it is on the first screen.
export { AttachmentsSection } from './AttachmentsSection';
export { attachmentsSaga } from './attachmentsSaga';
export { filesAttachRequested } from './attachmentsSlice';
