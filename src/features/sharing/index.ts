// The sharing feature's public entry: members and invitations (slice, selectors, saga,
// invitation channels), the share and leave dialogs, and the dashboard's invitations.
export { InvitationsSection } from './InvitationsSection';
export { LeaveBoardDialog } from './LeaveBoardDialog';
export { MemberAvatars } from './MemberAvatars';
export { ShareDialog } from './ShareDialog';
export { sharingSaga, watchBoardInvitations, watchMyInvitations } from './sharingSaga';
export {
  default as sharingReducer,
  initialSharingState,
  invitationAcceptRequested,
  invitationDeclineRequested,
} from './sharingSlice';
