// The person's own preferences (domain/personalEdit.ts) written: their uid in a card's or a
// board's watcherIds or mutedBy (no updatedAt: nothing anyone sees on the board changed, and
// the rules allow only their own uid), a star, a board's place on their dashboard, and
// invitations (sent, withdrawn, declined, accepted), and the person's boards created or marked
// deleting (the server purges them: purgeBoard). Every
// personal edit the app makes comes through here (features/edits/applyPersonalEdit.ts).
import { arrayRemove, arrayUnion, doc, updateDoc } from 'firebase/firestore';
import type { PersonalChange } from '../../domain/personalEdit';
import { boardRef, cardsRef, userRef } from './firestore';
import { createBoard, markBoardDeleting } from './boardsClient';
import { acceptInvitation, deleteInvitation, invite } from './sharingClient';
import { moveBoard } from './usersClient';

const uidIn = (on: boolean, id: string) => (on ? arrayUnion(id) : arrayRemove(id));

export function commitPersonalEdit(uid: string, change: PersonalChange): Promise<void> {
  switch (change.doc) {
    case 'cardWatch':
      return updateDoc(doc(cardsRef(change.boardId), change.id), {
        watcherIds: uidIn(change.after, uid),
      });
    case 'boardWatch':
      return updateDoc(boardRef(change.id), { [change.field]: uidIn(change.after, uid) });
    case 'star':
      return updateDoc(userRef(uid), { starred: uidIn(change.after, change.id) });
    case 'dueReminderLead':
      return updateDoc(userRef(uid), { dueReminderLead: change.after });
    case 'boardPlace':
      return moveBoard(uid, change.id, change.place);
    case 'invitation':
      return change.after
        ? invite(change.id, change.after)
        : deleteInvitation(change.id, change.email);
    case 'join':
      return acceptInvitation(change.before, change.after);
    case 'boardCreate':
      return createBoard(change.owner, change.id, change.after);
    case 'boardDelete':
      return markBoardDeleting(uid, change.id);
  }
}
