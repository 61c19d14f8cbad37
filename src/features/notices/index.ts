// The notices feature's public entry (what the person is told): other features import only from here.
export {
  default as noticesReducer,
  initialNoticesState,
  noticeDismissed,
  noticeShown,
  type Notice,
} from './noticesSlice';
export { NoticeStack } from './NoticeStack';
