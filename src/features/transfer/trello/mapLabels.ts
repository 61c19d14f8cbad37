import type { ArchiveLabel } from '../../../domain/boardArchive';
import type { ImportNotice } from '../importNotice';
import { labelColor, NO_COLOR_LABEL } from './colors';
import type { TrelloLabel } from './types';
import { uniqueIds } from './uniqueIds';

/** Every board label, used or not, in the file's order (Trello's labels have no `pos`). */
export function mapLabels(labels: TrelloLabel[], notices: ImportNotice[]): ArchiveLabel[] {
  const ids = uniqueIds(
    labels.map((label) => label.id),
    'label',
  );
  let unknownColors = 0;
  const mapped = labels.map((label, index) => {
    const color = labelColor(label.color);
    if (!color) unknownColors += 1;
    return { id: ids[index] ?? '', name: label.name, color: color ?? NO_COLOR_LABEL };
  });
  if (unknownColors > 0) {
    notices.push({ kind: 'unknownLabelColours', count: unknownColors });
  }
  return mapped;
}
