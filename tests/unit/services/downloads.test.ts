// saveFile: the text as a Blob of its type, downloaded under its name through a temporary link
// that leaves nothing behind in the page.
import { saveFile } from '../../../src/services/downloads';

/** jsdom's Blob has no text(): read it the older way. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('saveFile', () => {
  it('clicks a temporary download link to a Blob of the text, then removes it and frees the URL', async () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export-1';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
    });

    saveFile('launch-plan-2024-05-02.csv', 'text/csv', 'a,b\r\nç,✓\r\n');

    expect(clicked).toEqual([
      { href: 'blob:export-1', download: 'launch-plan-2024-05-02.csv', inPage: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs[0]!.type).toBe('text/csv');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export-1');
    jest.useRealTimers();
    expect(await textOf(blobs[0]!)).toBe('a,b\r\nç,✓\r\n');
  });
});
