// Issue 24: files on cards, as a person uses them, against the emulators and the real
// firestore.rules. An image and a text file attached, listed with their sizes (the image with a
// thumbnail); the image made the cover and seen on the tile; an 11 MB file refused with a
// message and nothing stored; a 5 MB file's upload and download timed (docs/attachments.md);
// a file deleted and then its card, and nothing of them left on the server; a stranger reads
// nothing and writes nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { addCards, addLists, cardsIn, createBoard, list } from './boardActions';
import { e2eEnvironment } from './environment';
import { listDocuments, readDocument, uniqueEmail } from './emulatorAdmin';
import { signInAs } from './signIn';

const BOARD = 'Files plan';
const CARD = 'Whiteboard photos';

/** A real PNG of `width` × `height` pixels in a gradient, made here (no fixture file). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openCard(page: Page, title: string) {
  await list(page, 'To do').getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

/** Every file and chunk document stored under a card (read as an administrator). */
async function storedUnder(boardId: string, cardId: string) {
  const files = await listDocuments(`boards/${boardId}/cards/${cardId}/attachments`);
  const chunks = await Promise.all(
    files.map((file) =>
      listDocuments(`boards/${boardId}/cards/${cardId}/attachments/${file.id}/chunks`),
    ),
  );
  return { files, chunks: chunks.flat() };
}

test('attach, list, cover, refuse, time, delete: nothing of a deleted file or card stays', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signInAs(page, uniqueEmail('files'), 'Fran Files');
  const boardId = await createBoard(page, BOARD);
  await addLists(page, ['To do']);
  await addCards(page, 'To do', [CARD]);
  const cardId = (await cardsIn(list(page, 'To do')).first().getAttribute('data-card-id'))!;
  const details = await openCard(page, CARD);
  const section = details.getByRole('region', { name: 'Attachments' });
  await expect(section.getByText('No files yet.')).toBeVisible();
  const picker = details.getByLabel('Files to attach');

  // 1. An image and a text file: listed with their sizes, the image with its thumbnail.
  const image = png(640, 360);
  await picker.setInputFiles([
    { name: 'whiteboard.png', mimeType: 'image/png', buffer: image },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(12_700, 'a') },
  ]);
  const files = section.getByRole('list', { name: 'Attachments' });
  const imageItem = files.getByRole('listitem', { name: 'whiteboard.png' });
  const textItem = files.getByRole('listitem', { name: 'notes.txt' });
  await expect(textItem).toContainText('12.4 KB');
  await expect(textItem).toContainText('Added by Fran Files');
  await expect(imageItem).toContainText(`${(image.length / 1024).toFixed(1)} KB`);
  await expect(imageItem.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(files.getByText('waiting to upload')).toHaveCount(0);
  await expect.poll(async () => (await storedUnder(boardId, cardId)).files.length).toBe(2);
  // The section as a person reads it, once still: no serious or critical axe finding.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    violations
      .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
      .map((finding) => finding.id),
  ).toEqual([]);

  // 2. The image becomes the card's cover, seen on its tile.
  await imageItem.getByRole('button', { name: 'Make cover: whiteboard.png' }).click();
  await expect(
    imageItem.getByRole('button', { name: 'Remove cover: whiteboard.png' }),
  ).toBeVisible();
  const tile = cardsIn(list(page, 'To do')).first();
  await expect(tile.locator('img.cover')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  // What a cover adds to the card's document (the board reads it with the card, no other read).
  await expect
    .poll(async () => (await readDocument(`boards/${boardId}/cards/${cardId}`))?.data.cover)
    .toBeTruthy();
  const cover = (await readDocument(`boards/${boardId}/cards/${cardId}`))!.data.cover as {
    thumbnail: string;
  };
  console.log(`a 640×360 image's cover adds ${cover.thumbnail.length} characters to its card`);

  // 3. An 11 MB file is refused before anything is stored, with a message.
  await picker.setInputFiles({
    name: 'huge.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(page.getByText('“huge.bin” is larger than 10 MB.')).toBeVisible();
  await expect(files.getByRole('listitem')).toHaveCount(2);
  const { files: storedFiles, chunks } = await storedUnder(boardId, cardId);
  expect(storedFiles.map((file) => file.data.name).sort()).toEqual(['notes.txt', 'whiteboard.png']);
  expect(chunks).toHaveLength(2);

  // 4. A 5 MB file: how long its upload takes until the server has it, and its download.
  const fiveMb = Buffer.alloc(5 * 1024 * 1024, 7);
  const uploadStarted = Date.now();
  await picker.setInputFiles({ name: 'spec.pdf', mimeType: 'application/pdf', buffer: fiveMb });
  const pdfItem = files.getByRole('listitem', { name: 'spec.pdf' });
  await expect(pdfItem).toContainText('5 MB', { timeout: 60_000 });
  await expect(pdfItem).not.toContainText('waiting to upload', { timeout: 60_000 });
  const uploadMs = Date.now() - uploadStarted;
  const downloadStarted = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    pdfItem.getByRole('button', { name: 'Download spec.pdf' }).click(),
  ]);
  const saved = await download.path();
  const downloadMs = Date.now() - downloadStarted;
  expect(download.suggestedFilename()).toBe('spec.pdf');
  const { statSync } = await import('node:fs');
  expect(statSync(saved).size).toBe(fiveMb.length);
  console.log(`5 MB file on the emulator: upload ${uploadMs} ms, download ${downloadMs} ms`);
  test.info().annotations.push({
    type: '5 MB file',
    description: `upload ${uploadMs} ms, download ${downloadMs} ms`,
  });

  // 5. A file deleted (after a warning that it can't be undone): its chunks go with it.
  await textItem.getByRole('button', { name: 'Delete notes.txt' }).click();
  await expect(textItem.getByText('This can’t be undone.')).toBeVisible();
  await textItem.getByRole('button', { name: 'Delete file' }).click();
  await expect(textItem).toHaveCount(0);
  await expect
    .poll(async () => (await storedUnder(boardId, cardId)).files.map((file) => file.data.name))
    .not.toContain('notes.txt');
  // 1 chunk for the image, 7 for the 5 MB file.
  expect((await storedUnder(boardId, cardId)).chunks).toHaveLength(8);

  // The activity feed has both.
  await expect(details.getByText(/attached “whiteboard.png”/)).toBeVisible();
  await expect(details.getByText(/deleted the file “notes.txt”/)).toBeVisible();

  // 6. The card deleted: once its delete can't be undone (the board left), its files go too.
  await details.getByRole('button', { name: 'Delete card' }).click();
  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list(page, 'To do').getByRole('button', { name: CARD, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Boards', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => storedUnder(boardId, cardId), { timeout: 30_000 })
    .toEqual({ files: [], chunks: [] });
  await expect
    .poll(
      async () =>
        (await listDocuments(`boards/${boardId}/meta`)).find((d) => d.id === 'files')?.data.bytes,
    )
    .toBe(0);
});

test('a stranger reads nothing of a board’s files and writes nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signInAs(page, uniqueEmail('owner'), 'Olive Owner');
  const boardId = await createBoard(page, 'Private files');
  await addLists(page, ['To do']);
  await addCards(page, 'To do', ['Secret']);
  const cardId = (await cardsIn(list(page, 'To do')).first().getAttribute('data-card-id'))!;
  const details = await openCard(page, 'Secret');
  await details
    .getByLabel('Files to attach')
    .setInputFiles({ name: 'secret.txt', mimeType: 'text/plain', buffer: Buffer.from('shh') });
  await expect(details.getByRole('listitem', { name: 'secret.txt' })).toBeVisible();
  await expect.poll(async () => (await storedUnder(boardId, cardId)).files.length).toBe(1);
  const [file] = (await storedUnder(boardId, cardId)).files;

  // A new account, nobody's member, asks the emulator directly (past the app).
  const { authEmulatorUrl, firestoreEmulatorUrl, projectId } = e2eEnvironment;
  const signUp = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('stranger'),
        password: 'stranger-password',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await signUp.json()) as { idToken: string };
  const database = `projects/${projectId}/databases/(default)`;
  const documents = `${firestoreEmulatorUrl}/v1/${database}/documents`;
  const asStranger = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
  const filePath = `boards/${boardId}/cards/${cardId}/attachments/${file!.id}`;
  for (const path of [filePath, `${filePath}/chunks/0`, `boards/${boardId}/meta/files`]) {
    expect((await fetch(`${documents}/${path}`, { headers: asStranger })).status).toBe(403);
  }
  const write = await fetch(`${documents}:commit`, {
    method: 'POST',
    headers: asStranger,
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${database}/documents/boards/${boardId}/cards/${cardId}/attachments/planted/chunks/0`,
            fields: { data: { bytesValue: Buffer.from('planted').toString('base64') } },
          },
        },
      ],
    }),
  });
  expect(write.status).toBe(403);
  expect((await storedUnder(boardId, cardId)).files).toHaveLength(1);
  expect(
    await listDocuments(`boards/${boardId}/cards/${cardId}/attachments/planted/chunks`),
  ).toEqual([]);
});
