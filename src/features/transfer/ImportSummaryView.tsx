// What a file holds, before the person confirms: the counts, and every notice (what is
// dropped, shortened, skipped or only listed), in plain words.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Counts, Notices, Quoted } from './ImportDialog.styles';
import { describeImportNotice } from './noticeWords';
import type { ImportSummary } from './transferSlice';

export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  const { counts, notices, title } = summary;
  const { t, i18n } = useLingui();
  const archived = new Intl.NumberFormat(i18n.locale).format(counts.archivedCards);
  const source = summary.source === 'trello' ? t`a Trello export` : t`a Boards export`;
  return (
    <>
      <Quoted>
        <Trans>
          ‘{title}’, from {source}:
        </Trans>
      </Quoted>
      <Counts aria-label={t`What will be imported`}>
        <li>
          <Plural value={counts.lists} one="# list" other="# lists" />
        </li>
        <li>
          <Plural value={counts.cards} one="# card" other="# cards" />
          {counts.archivedCards > 0 && ` ${t`(${archived} archived)`}`}
        </li>
        <li>
          <Plural value={counts.labels} one="# label" other="# labels" />
        </li>
        <li>
          <Plural value={counts.checklistItems} one="# checklist item" other="# checklist items" />
        </li>
        <li>
          <Plural value={counts.comments} one="# comment" other="# comments" />
        </li>
      </Counts>
      {notices.length > 0 && (
        <>
          <p>
            <Trans>Good to know:</Trans>
          </p>
          <Notices aria-label={t`Good to know`}>
            {notices.map((notice, index) => (
              // A summary's notices never change order while it is shown.
              <li key={index}>{describeImportNotice(notice)}</li>
            ))}
          </Notices>
        </>
      )}
    </>
  );
}
