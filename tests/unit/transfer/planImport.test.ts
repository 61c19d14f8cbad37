// A chosen file to a plan: bad files get a clear message (and nothing to write), good ones go to
// the reader of their format; the worker's answer never throws.
import { answerImportRequest } from '../../../src/features/transfer/answerImportRequest';
import {
  checkImportFileSize,
  MAX_IMPORT_BYTES,
  planImportFromFile,
  planImportFromText,
} from '../../../src/features/transfer/planImport';
import { makeTrelloExport } from '../../fixtures/trelloBoard';
import { fullArchive } from './fixtures/archive';
import { expectPlan, expectRefusal } from './fixtures/plans';

const NOT_JSON =
  'This file isn’t JSON. Choose a Trello export (Menu → Print, export and share → Export as JSON) or a Boards export.';
const OTHER = 'This JSON isn’t a Trello board export or a Boards export.';

const fileOf = (text: string, size = new TextEncoder().encode(text).length) => ({
  size,
  text: async () => text,
});

describe('planning an import from a file', () => {
  it('refuses an empty file, by size or by content', async () => {
    expect(checkImportFileSize(0)).toEqual({ ok: false, message: 'The file is empty.' });
    expect(expectRefusal(planImportFromText(''))).toBe('The file is empty.');
    expect(expectRefusal(planImportFromText(' \n\t '))).toBe('The file is empty.');
    expect(expectRefusal(await planImportFromFile(fileOf('', 0)))).toBe('The file is empty.');
  });

  it('refuses a file over 64 MB before reading it, with both sizes', async () => {
    const text = jest.fn(async () => '{}');
    const result = await planImportFromFile({ size: 80 * 1024 * 1024, text });
    expect(expectRefusal(result)).toBe(
      'This file is 80 MB; the largest file that can be imported is 64 MB.',
    );
    expect(text).not.toHaveBeenCalled();
    expect(checkImportFileSize(MAX_IMPORT_BYTES + 1)?.message).toBe(
      'This file is 64.1 MB; the largest file that can be imported is 64 MB.',
    );
    expect(checkImportFileSize(MAX_IMPORT_BYTES)).toBeNull();
  });

  it('refuses text that isn’t JSON, or JSON of another shape', () => {
    expect(expectRefusal(planImportFromText('name,list\nA,B'))).toBe(NOT_JSON);
    expect(expectRefusal(planImportFromText('{"lists": ['))).toBe(NOT_JSON);
    for (const other of [
      '[]',
      '42',
      'null',
      '"text"',
      '{"name": "x"}',
      '{"id": "1", "name": "x", "lists": []}',
    ]) {
      expect([other, expectRefusal(planImportFromText(other))]).toEqual([other, OTHER]);
    }
  });

  it('reads a Trello export and our own, a byte-order mark or not', () => {
    const trello = expectPlan(planImportFromText(`\uFEFF${JSON.stringify(makeTrelloExport())}`));
    expect(trello.archive.source.system).toBe('trello');
    const ours = expectPlan(planImportFromText(JSON.stringify(fullArchive())));
    expect(ours.archive.source.system).toBe('boards');
    expect(
      expectRefusal(planImportFromText(JSON.stringify({ ...fullArchive(), version: 2 }))),
    ).toBe(
      'This file was exported by a newer version of Boards (version 2); this one reads version 1.',
    );
  });
});

describe('the import worker’s answer', () => {
  it('answers a file with its plan, and text with its plan', async () => {
    const text = JSON.stringify(fullArchive());
    const fromFile = await answerImportRequest({ file: fileOf(text) });
    expect(fromFile.type).toBe('result');
    expect(expectPlan(fromFile.result).archive).toEqual(fullArchive());
    expect(expectPlan((await answerImportRequest({ text })).result).archive).toEqual(fullArchive());
  });

  it('turns any failure into a message instead of throwing', async () => {
    const broken = {
      size: 10,
      text: async () => Promise.reject(new Error('The file changed on disk.')),
    };
    expect(await answerImportRequest({ file: broken })).toEqual({
      type: 'result',
      result: { ok: false, message: 'This file could not be read: The file changed on disk.' },
    });
    expect(await answerImportRequest(null)).toEqual({
      type: 'result',
      result: { ok: false, message: 'This file could not be read: no file was given.' },
    });
  });
});
