// "Export": the whole board read from the server, built into our JSON archive or a CSV of its
// cards, and saved to the person's downloads. No state of its own: the person is told in
// notices (preparing, done, or why not), and a second click while one runs says so.
import { msg, plural } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { i18n } from '../../i18n';
import { describeExportError, exportOfflineMessage } from '../../messages/exportErrors';
import { saveFile } from '../../services/downloads';
import { CodedError, toServiceError } from '../../services/errors';
import { readBoardContents, type BoardContents } from '../../services/exports';
import { noticeDismissed, noticeShown } from '../notices';
import { selectBrowserOnline } from '../sync';
import { exportRequested } from './exportActions';
import type { ExportFile } from './export/exportFile';
import type { ExportFormat } from './export/fileNames';

type ExportBuilders = typeof import('./export');

/** The builders and Papa Parse, in a chunk of their own: only an export needs them. */
export const loadExportBuilders = (): Promise<ExportBuilders> =>
  import(/* webpackChunkName: "export" */ './export').catch((error: unknown) => {
    throw new CodedError('chunk', String(error));
  });

const formatName: Record<ExportFormat, string> = { json: 'JSON', csv: 'CSV' };

const unreadableNotice = (count: number) =>
  i18n._(
    msg`${plural(count, {
      one: 'One item of this board could not be read (it was written by another app or by hand) and is not in the file.',
      other:
        '# items of this board could not be read (they were written by another app or by hand) and are not in the file.',
    })}`,
  );

export function* exportBoard({
  payload: { boardId, format },
}: PayloadAction<{ boardId: string; format: ExportFormat }>) {
  // Refused offline rather than built from the cache, which may lack cards never loaded here
  // and the comments of every card never opened: a file that looks whole but is not.
  if (!((yield select(selectBrowserOnline)) as boolean)) {
    yield put(noticeShown({ tone: 'error', text: exportOfflineMessage }));
    return;
  }
  // Said while the board is read (seconds on a big one), and taken away when the answer comes.
  const name = formatName[format];
  const preparing = noticeShown({ tone: 'info', text: i18n._(msg`Preparing the ${name} export…`) });
  yield put(preparing);
  try {
    const contents: BoardContents = yield call(readBoardContents, boardId);
    const builders: ExportBuilders = yield call(loadExportBuilders);
    const now: number = yield call(Date.now);
    const file: ExportFile = yield call(builders.exportFile, contents, format, now);
    yield call(saveFile, file.name, file.mime, file.text);
    yield put(noticeDismissed(preparing.payload.id));
    const { title } = contents.board;
    const { name: fileName } = file;
    yield put(
      noticeShown({ tone: 'info', text: i18n._(msg`Exported “${title}” as ${fileName}.`) }),
    );
    if (contents.unreadable > 0) {
      yield put(noticeShown({ tone: 'error', text: unreadableNotice(contents.unreadable) }));
    }
  } catch (error) {
    yield put(noticeDismissed(preparing.payload.id));
    yield put(noticeShown({ tone: 'error', text: describeExportError(toServiceError(error)) }));
  }
}

/** One export of a board in a format at a time; asking again meanwhile is answered, not queued. */
export function* exportSaga() {
  const running = new Set<string>();
  yield takeEverySafe(
    exportRequested,
    function* exportOnce(action: PayloadAction<{ boardId: string; format: ExportFormat }>) {
      const key = `${action.payload.boardId}/${action.payload.format}`;
      if (running.has(key)) {
        const name = formatName[action.payload.format];
        yield put(
          noticeShown({
            tone: 'info',
            text: i18n._(msg`The ${name} export is still being prepared.`),
          }),
        );
        return;
      }
      running.add(key);
      try {
        yield call(exportBoard, action);
      } finally {
        running.delete(key);
      }
    },
  );
}
