// What a card tile shows besides its title: label chips, the due day, checklist progress,
// whether it has a description, whether someone else changed it since this person's last
// visit, and who it is assigned to. Plain elements styled by the Tile
// (CardTile.styles.ts).
import { plural } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { SinceLastVisitMarker } from '../activity';
import { initialsOf, memberName, membersAmong } from '../../domain/members';
import { PALETTE } from '../../domain/palette';
import { dueStateOf, formatDue } from '../../domain/due';
import { labelChipHint, labelChipName } from '../../messages/labelWords';
import type { Card, Label } from '../../domain/types';
import { selectBoardMembers } from '../board';
import { selectKnownAttachmentCount, selectKnownCommentCount } from './knownCounts';
import { colourName } from '../../messages/colours';

/** A label's name as people read it: its own, or its colour's when it has none. */
export const labelName = (label: Label) => label.name || colourName(label.color);

export function CardLabels({ card, labels }: { card: Card; labels: Label[] }) {
  useLinguiContext(); // Re-renders on a language switch: the chips' words are messages/labelWords'.
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
            aria-label={labelChipName(label, 'tile')}
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
  const { t, i18n } = useLingui();
  const day = card.due ? formatDue(card, now, i18n.locale) : '';
  // The state joins the day as one sentence per state, so each language orders it its own way;
  // only the tile's own state is looked up (a big board shows hundreds of tiles).
  const dueLabel =
    due === 'complete'
      ? t`Due ${day}, done`
      : due === 'overdue'
        ? t`Due ${day}, overdue`
        : due === 'dueSoon'
          ? t`Due ${day}, due soon`
          : t`Due ${day}`;
  const dueTitle =
    due === 'complete'
      ? t`Due date done`
      : due === 'overdue'
        ? t`Overdue`
        : due === 'dueSoon'
          ? t`Due soon`
          : t`Due date`;
  return (
    <span className="badges">
      {card.due && (
        <span className={`badge due-${due}`} aria-label={dueLabel} title={dueTitle}>
          {due === 'complete' && <span aria-hidden="true">✓ </span>}
          {day}
          {due === 'overdue' && <span aria-hidden="true"> · {t`Overdue`}</span>}
          {due === 'dueSoon' && <span aria-hidden="true"> · {t`Due soon`}</span>}
        </span>
      )}
      {card.description.trim() !== '' && (
        <span
          className="badge"
          role="img"
          aria-label={t`Has a description`}
          title={t`Has a description`}
        >
          ≡
        </span>
      )}
      {total > 0 && (
        <span
          className={`badge${done === total ? ' checklist-done' : ''}`}
          aria-label={t`Checklist: ${done} of ${total} done`}
          title={t`Checklist`}
        >
          <span aria-hidden="true">☑ {`${done}/${total}`}</span>
        </span>
      )}
      {comments > 0 && (
        <span
          className="badge"
          role="img"
          aria-label={t`${plural(comments, { one: '# comment', other: '# comments' })}`}
          title={t`Comments`}
        >
          <span aria-hidden="true">💬 {comments}</span>
        </span>
      )}
      {files > 0 && (
        <span
          className="badge"
          role="img"
          aria-label={t`${plural(files, { one: '# attachment', other: '# attachments' })}`}
          title={t`Attachments`}
        >
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
  const { t } = useLingui();
  if (assignees.length === 0) return null;
  return (
    <span className="assignees">
      {assignees.map((member) => {
        const name = memberName(member, t`Someone`);
        return (
          <span
            key={member.uid}
            className="assignee"
            role="img"
            aria-label={t`Assigned to ${name}`}
            title={name}
          >
            {initialsOf(member)}
          </span>
        );
      })}
    </span>
  );
}
