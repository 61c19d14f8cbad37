// The user feature's public entry (the users/{uid} record): other features import only from here.
export { watchUserRecord } from './userRecordSaga';
export { personalEditApplied, personalEditRolledBack } from './personalEditActions';
export {
  default as userReducer,
  initialUserState,
  userBoardOrderChanged,
  userBoardOrderRolledBack,
  userRecordRetryRequested,
  userStarredChanged,
  userStarredRolledBack,
} from './userSlice';
export {
  selectBoardOrder,
  selectMe,
  selectSignedInUser,
  selectStarredIds,
  selectDueReminderLead,
  selectUserFromCache,
  selectUserRecordError,
  selectUserRecordStatus,
} from './selectors';
