// What a card tile shows besides its title: label chips, the due day, checklist progress,
// whether it has a description, whether someone else changed it since this person's last
// visit, and who it is assigned to. Plain elements styled by the Tile
// (CardTile.styles.ts).
import { useAppSelector } from '../../app/hooks';
import { SinceLastVisitMarker } from '../activity';
import { initialsOf, memberName, membersAmong } from '../../domain/members';
import { PALETTE } from '../../domain/palette';
import { dueStateOf, formatDue } from '../../domain/due';
import { labelChipHint, labelChipName } from '../../domain/labels';
import type { Card, Label } from '../../domain/types';
import { selectBoardMembers } from '../board';
import { selectKnownAttachmentCount, selectKnownCommentCount } from './knownCounts';

/** A label's name as people read it: its own, or its colour's when it has none. */
export const labelName = (label: Label) => label.name || PALETTE[label.color].name;

const dueWords = {
  complete: 'done',
  overdue: 'overdue',
  dueSoon: 'due soon',
  later: '',
  none: '',
} as const;

const dueTitles = {
  complete: 'Due date done',
  overdue: 'Overdue',
  dueSoon: 'Due soon',
  later: 'Due date',
  none: 'Due date',
} as const;

/** "1 comment", "3 comments": the plural rule from Intl, the words from here. */
const counted = (one: string, other: string) => {
  const rules = new Intl.PluralRules('en');
  return { format: (n: number) => `${n} ${rules.select(n) === 'one' ? one : other}` };
};
const commentWords = counted('comment', 'comments');
const fileWords = counted('attachment', 'attachments');

export function CardLabels({ card, labels }: { card: Card; labels: Label[] }) {
  if (card.labelIds.length === 0) return null;
  const shown = labels.filter((label) => card.labelIds.includes(label.id));
  if (shown.length === 0) return null;
  return (
    <span className="labels">
      {shown.map((label) => {
        const color = PALETTE[label.color];
        return (
          <span
            key={label.id}
            className="label"
            role="img"
            aria-label={labelChipName(label, 'Label: ')}
            title={labelChipHint(label)}
            style={{ background: color.fill, color: color.text }}
          >
            {label.name}
          </span>
        );
      })}
    </span>
  );
}

export function CardBadges({ card }: { card: Card }) {
  const now = new Date();
  const due = dueStateOf(card, now);
  const done = card.checklist.filter((item) => item.done).length;
  const total = card.checklist.length;
  const comments = useAppSelector((state) => selectKnownCommentCount(state, card));
  const files = useAppSelector((state) => selectKnownAttachmentCount(state, card));
  return (
    <span className="badges">
      {card.due && (
        <span
          className={`badge due-${due}`}
          aria-label={`Due ${formatDue(card, now)}${dueWords[due] ? `, ${dueWords[due]}` : ''}`}
          title={dueTitles[due]}
        >
          {due === 'complete' && <span aria-hidden="true">✓ </span>}
          {formatDue(card, now)}
          {due === 'overdue' && <span aria-hidden="true"> · Overdue</span>}
          {due === 'dueSoon' && <span aria-hidden="true"> · Due soon</span>}
        </span>
      )}
      {card.description.trim() !== '' && (
        <span className="badge" role="img" aria-label="Has a description" title="Has a description">
          ≡
        </span>
      )}
      {total > 0 && (
        <span
          className={`badge${done === total ? ' checklist-done' : ''}`}
          aria-label={`Checklist: ${done} of ${total} done`}
          title="Checklist"
        >
          <span aria-hidden="true">☑ {`${done}/${total}`}</span>
        </span>
      )}
      {comments > 0 && (
        <span
          className="badge"
          role="img"
          aria-label={commentWords.format(comments)}
          title="Comments"
        >
          <span aria-hidden="true">💬 {comments}</span>
        </span>
      )}
      {files > 0 && (
        <span className="badge" role="img" aria-label={fileWords.format(files)} title="Attachments">
          <span aria-hidden="true">📎 {files}</span>
        </span>
      )}
      <SinceLastVisitMarker cardId={card.id} />
    </span>
  );
}

/** The initials of the card's assignees who are still members of the board. */
export function CardAssignees({ card }: { card: Card }) {
  const members = useAppSelector(selectBoardMembers);
  const assignees = membersAmong(members, card.assigneeIds);
  if (assignees.length === 0) return null;
  return (
    <span className="assignees">
      {assignees.map((member) => {
        const name = memberName(member);
        return (
          <span
            key={member.uid}
            className="assignee"
            role="img"
            aria-label={`Assigned to ${name}`}
            title={name}
          >
            {initialsOf(member)}
          </span>
        );
      })}
    </span>
  );
}
