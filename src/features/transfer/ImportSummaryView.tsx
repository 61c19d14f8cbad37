// What a file holds, before the person confirms: the counts, and every notice (what is
// dropped, shortened, skipped or only listed), in plain words.
import { Counts, Notices, Quoted } from './ImportDialog.styles';
import type { ImportSummary } from './transferSlice';

const count = (n: number) => n.toLocaleString('en');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

const sourceNames = { trello: 'a Trello export', boards: 'a Boards export' } as const;

export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  const { counts, notices } = summary;
  return (
    <>
      <Quoted>
        ‘{summary.title}’, from {sourceNames[summary.source]}:
      </Quoted>
      <Counts aria-label="What will be imported">
        <li>{plural(counts.lists, 'list', 'lists')}</li>
        <li>
          {plural(counts.cards, 'card', 'cards')}
          {counts.archivedCards > 0 && ` (${count(counts.archivedCards)} archived)`}
        </li>
        <li>{plural(counts.labels, 'label', 'labels')}</li>
        <li>{plural(counts.checklistItems, 'checklist item', 'checklist items')}</li>
        <li>{plural(counts.comments, 'comment', 'comments')}</li>
      </Counts>
      {notices.length > 0 && (
        <>
          <p>Good to know:</p>
          <Notices aria-label="Good to know">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </Notices>
        </>
      )}
    </>
  );
}
