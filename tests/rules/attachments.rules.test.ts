/**
 * Firestore security rules tests for files on cards (issue 24; docs/attachments.md): the chunks
 * first, then the metadata that makes a file visible, counted in boards/{id}/meta/files. Owners
 * and editors write; viewers read; strangers and removed members neither. Sizes, chunk counts,
 * chunk sizes, content types and the board's total are checked here as the app checks them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { EARLIER, rulesTestEnvironment } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  RITA,
  SAM,
  SHARED,
  VIC,
  cardRef,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-attachments');

const CHUNK = 768 * 1024;
const MIB = 1024 * 1024;
const STORED = 'stored-file';
const NEW = 'new-file';
const THUMB = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const attachmentRef = (db: Firestore, id: string, cardId = CARD) =>
  doc(db, 'boards', SHARED, 'cards', cardId, 'attachments', id);
const chunkRef = (db: Firestore, id: string, n: number) =>
  doc(attachmentRef(db, id), 'chunks', String(n));
const filesRef = (db: Firestore) => doc(db, 'boards', SHARED, 'meta', 'files');

const bytes = (size: number) => Bytes.fromUint8Array(new Uint8Array(size).fill(7));
/** A chunk as an upload writes it: its bytes, stamped with the server's time. */
const chunk = (size: number) => ({ data: bytes(size), createdAt: serverTimestamp() });

function metadata(uploaderId: string, overrides: DocumentData = {}): DocumentData {
  return {
    name: 'whiteboard.png',
    size: CHUNK + 10,
    contentType: 'image/png',
    uploaderId,
    uploaderName: 'Someone',
    width: 1600,
    height: 900,
    thumbnail: THUMB,
    chunkCount: 2,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The batch that makes a file visible, as attachmentsClient.commitAttachment writes it. */
function commit(db: Firestore, file: DocumentData, counted = file.size as number, id = NEW) {
  const batch = writeBatch(db);
  batch.set(attachmentRef(db, id), file);
  batch.set(
    filesRef(db),
    { bytes: increment(counted), countedAttachment: `${CARD}/${id}` },
    { merge: true },
  );
  return batch.commit();
}

/** The chunks of a file of CHUNK + 10 bytes, as an upload writes them (one write each). */
async function writeChunks(db: Firestore, id = NEW) {
  await setDoc(chunkRef(db, id, 0), chunk(CHUNK));
  await setDoc(chunkRef(db, id, 1), chunk(10));
}

function deleteFile(db: Firestore, counted = 500) {
  const batch = writeBatch(db);
  batch.delete(chunkRef(db, STORED, 0));
  batch.delete(attachmentRef(db, STORED));
  batch.set(
    filesRef(db),
    { bytes: increment(-counted), countedAttachment: `${CARD}/${STORED}` },
    { merge: true },
  );
  return batch.commit();
}

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    [`boards/${SHARED}/meta/files`]: { bytes: 500, countedAttachment: `${CARD}/${STORED}` },
    [`boards/${SHARED}/cards/${CARD}/attachments/${STORED}`]: {
      ...metadata(ALICE, { name: 'notes.txt', contentType: 'text/plain', size: 500 }),
      chunkCount: 1,
      width: null,
      height: null,
      thumbnail: null,
      createdAt: EARLIER,
      updatedAt: EARLIER,
    },
    [`boards/${SHARED}/cards/${CARD}/attachments/${STORED}/chunks/0`]: { data: bytes(500) },
  });
});

describe('reading files', () => {
  it('lets the owner, an editor and a viewer read the metadata and the chunks', async () => {
    for (const uid of [ALICE, ERIN, VIC]) {
      const db = as(uid);
      await assertSucceeds(getDoc(attachmentRef(db, STORED)));
      await assertSucceeds(getDocs(collection(attachmentRef(db, STORED), 'chunks')));
      await assertSucceeds(getDoc(filesRef(db)));
    }
  });

  it('refuses a stranger and a removed member anything', async () => {
    for (const uid of [SAM, RITA]) {
      const db = as(uid);
      await assertFails(getDoc(attachmentRef(db, STORED)));
      await assertFails(
        getDocs(collection(doc(db, 'boards', SHARED, 'cards', CARD), 'attachments')),
      );
      await assertFails(getDoc(chunkRef(db, STORED, 0)));
      await assertFails(getDoc(filesRef(db)));
    }
  });
});

describe('uploading a file', () => {
  it('lets the owner and an editor write the chunks, then the counted metadata', async () => {
    for (const uid of [ALICE, ERIN]) {
      const db = as(uid);
      const id = `${NEW}-${uid}`;
      await assertSucceeds(writeChunks(db, id));
      await assertSucceeds(commit(db, metadata(uid), CHUNK + 10, id));
    }
    const total = await getDoc(filesRef(as(ALICE)));
    expect(total.get('bytes')).toBe(500 + 2 * (CHUNK + 10));
  });

  it('refuses a viewer, a removed member and a stranger the chunks and the metadata', async () => {
    for (const uid of [VIC, RITA, SAM]) {
      const db = as(uid);
      await assertFails(setDoc(chunkRef(db, NEW, 0), chunk(10)));
      await assertFails(commit(db, metadata(uid, { size: 0, chunkCount: 0 })));
    }
  });

  it('takes the upload’s activity entry in its batch, and refuses one about no file written', async () => {
    const db = as(ERIN);
    await writeChunks(db);
    const entry = (attachmentId: string) => ({
      authorId: ERIN,
      authorName: 'Erin',
      at: serverTimestamp(),
      kind: 'attachmentAdd',
      cardId: CARD,
      listId: 'todo',
      subject: 'Write the launch post',
      field: null,
      before: null,
      after: null,
      words: { attachmentId, file: 'whiteboard.png' },
      changes: '[]',
      revertOf: null,
    });
    await assertFails(setDoc(doc(db, 'boards', SHARED, 'activity', 'lone'), entry(STORED)));
    const batch = writeBatch(db);
    batch.set(attachmentRef(db, NEW), metadata(ERIN));
    batch.set(
      filesRef(db),
      { bytes: increment(CHUNK + 10), countedAttachment: `${CARD}/${NEW}` },
      { merge: true },
    );
    batch.set(doc(db, 'boards', SHARED, 'activity', 'with-file'), entry(NEW));
    await assertSucceeds(batch.commit());
  });

  it('refuses metadata whose last chunk is not there yet', async () => {
    const db = as(ERIN);
    await setDoc(chunkRef(db, NEW, 0), chunk(CHUNK));
    await assertFails(commit(db, metadata(ERIN)));
  });

  it('refuses a size and chunk count that disagree, or a file over 10 MiB', async () => {
    const db = as(ERIN);
    await writeChunks(db);
    await assertFails(commit(db, metadata(ERIN, { chunkCount: 1 })));
    await assertFails(commit(db, metadata(ERIN, { chunkCount: 3 })));
    await assertFails(commit(db, metadata(ERIN, { size: 10 * MIB + 1, chunkCount: 14 })));
    await assertSucceeds(commit(db, metadata(ERIN)));
  });

  it('refuses a type off the allow-list, another uploader, or a thumbnail that is not a small image', async () => {
    const db = as(ERIN);
    await writeChunks(db);
    await assertFails(commit(db, metadata(ERIN, { contentType: 'text/html' })));
    await assertFails(commit(db, metadata(ERIN, { contentType: 'image/svg+xml' })));
    await assertFails(commit(db, metadata(ERIN, { uploaderId: ALICE })));
    await assertFails(commit(db, metadata(ERIN, { thumbnail: 'https://example.com/x.png' })));
    await assertFails(
      commit(db, metadata(ERIN, { thumbnail: `data:image/jpeg;base64,${'A'.repeat(12_000)}` })),
    );
  });

  it('refuses metadata not counted in the board’s total, or counted wrong', async () => {
    const db = as(ERIN);
    await writeChunks(db);
    const batch = writeBatch(db);
    batch.set(attachmentRef(db, NEW), metadata(ERIN));
    await assertFails(batch.commit());
    await assertFails(commit(db, metadata(ERIN), 10));
  });

  it('refuses a file that would take the board past 200 MiB', async () => {
    await seed({ [`boards/${SHARED}/meta/files`]: { bytes: 200 * MIB - 100 } });
    const db = as(ERIN);
    await writeChunks(db);
    await assertFails(commit(db, metadata(ERIN)));
  });

  it('bounds each chunk (1 byte to 768 KiB, at most 14, only `data` and its time)', async () => {
    const db = as(ERIN);
    await assertFails(setDoc(chunkRef(db, NEW, 0), chunk(CHUNK + 1)));
    await assertFails(setDoc(chunkRef(db, NEW, 0), chunk(0)));
    await assertFails(
      setDoc(chunkRef(db, NEW, 0), { data: 'not bytes', createdAt: serverTimestamp() }),
    );
    await assertFails(setDoc(chunkRef(db, NEW, 0), { ...chunk(10), extra: true }));
    await assertFails(setDoc(chunkRef(db, NEW, 0), { data: bytes(10) }));
    await assertFails(setDoc(chunkRef(db, NEW, 0), { data: bytes(10), createdAt: EARLIER }));
    for (let n = 0; n < 14; n += 1) await assertSucceeds(setDoc(chunkRef(db, NEW, n), chunk(10)));
    await assertFails(setDoc(chunkRef(db, NEW, 14), chunk(10)));
  });

  it('never changes a file once visible: neither its metadata nor its chunks', async () => {
    const db = as(ALICE);
    await assertFails(updateDoc(attachmentRef(db, STORED), { name: 'other.txt' }));
    await assertFails(setDoc(chunkRef(db, STORED, 0), chunk(10)));
    await assertFails(setDoc(chunkRef(db, STORED, 1), chunk(10)));
    await assertFails(deleteDoc(chunkRef(db, STORED, 0)));
  });
});

// Issue 30: the bytes stored are the bytes counted. Chunks are a run from 0 (written in order,
// deleted from the top), and the metadata names the run's length exactly.
describe('the chunks stored are the chunks counted', () => {
  it('refuses a chunk out of order: chunk n only once chunk n-1 is there', async () => {
    const db = as(ERIN);
    await assertFails(setDoc(chunkRef(db, NEW, 1), chunk(10)));
    await assertFails(setDoc(chunkRef(db, NEW, 5), chunk(10)));
    await assertSucceeds(setDoc(chunkRef(db, NEW, 0), chunk(CHUNK)));
    await assertFails(setDoc(chunkRef(db, NEW, 2), chunk(10)));
    await assertSucceeds(setDoc(chunkRef(db, NEW, 1), chunk(10)));
    // Several in one batch, still a run from 0.
    const batch = writeBatch(db);
    batch.set(chunkRef(db, 'batched', 0), chunk(10));
    batch.set(chunkRef(db, 'batched', 1), chunk(10));
    await assertSucceeds(batch.commit());
  });

  it('refuses metadata claiming fewer chunks (or bytes) than are stored', async () => {
    const db = as(ERIN);
    await writeChunks(db);
    await setDoc(chunkRef(db, NEW, 2), chunk(CHUNK));
    // Three chunks stored (2 × 768 KiB + 10 bytes): two declared, either size, is refused.
    await assertFails(commit(db, metadata(ERIN)));
    await assertFails(commit(db, metadata(ERIN, { size: CHUNK + 1 })));
    await assertFails(commit(db, metadata(ERIN, { size: 10, chunkCount: 1 })));
    await assertSucceeds(commit(db, metadata(ERIN, { size: 2 * CHUNK + 1, chunkCount: 3 })));
  });

  it('refuses a file of 0 chunks while chunks are stored, and takes one when none are', async () => {
    const db = as(ERIN);
    const empty = metadata(ERIN, { size: 0, chunkCount: 0, thumbnail: null });
    await setDoc(chunkRef(db, NEW, 0), chunk(CHUNK));
    await assertFails(commit(db, empty));
    await assertFails(commit(db, metadata(ERIN, { size: 1, chunkCount: 0 })));
    await assertSucceeds(commit(db, empty, 0, 'empty-file'));
  });

  it('refuses a chunk written with or after the metadata', async () => {
    const db = as(ERIN);
    await writeChunks(db);
    const batch = writeBatch(db);
    batch.set(attachmentRef(db, NEW), metadata(ERIN, { size: 2 * CHUNK + 1, chunkCount: 3 }));
    batch.set(
      filesRef(db),
      { bytes: increment(2 * CHUNK + 1), countedAttachment: `${CARD}/${NEW}` },
      { merge: true },
    );
    batch.set(chunkRef(db, NEW, 2), chunk(CHUNK));
    await assertFails(batch.commit());
    await assertSucceeds(commit(db, metadata(ERIN)));
    await assertFails(setDoc(chunkRef(db, NEW, 2), chunk(10)));
  });

  it('deletes an upload’s chunks from the top only, so no gap hides a chunk', async () => {
    const db = as(ERIN);
    await writeChunks(db);
    await setDoc(chunkRef(db, NEW, 2), chunk(10));
    await assertFails(deleteDoc(chunkRef(db, NEW, 1)));
    await assertFails(deleteDoc(chunkRef(db, NEW, 0)));
    await assertSucceeds(deleteDoc(chunkRef(db, NEW, 2)));
    // A cancelled upload's chunks, in one batch (attachmentsClient.deleteChunks).
    const batch = writeBatch(db);
    batch.delete(chunkRef(db, NEW, 0));
    batch.delete(chunkRef(db, NEW, 1));
    await assertSucceeds(batch.commit());
    await expect(getDocs(collection(attachmentRef(db, NEW), 'chunks'))).resolves.toHaveProperty(
      'size',
      0,
    );
  });
});

describe('deleting a file', () => {
  it('lets an editor delete it with its chunks, counted out of the total', async () => {
    const db = as(ERIN);
    await assertSucceeds(deleteFile(db));
    expect((await getDoc(filesRef(db))).get('bytes')).toBe(0);
  });

  it('refuses a delete not counted out, and a viewer’s or a stranger’s delete', async () => {
    await assertFails(deleteFile(as(ERIN), 10));
    await assertFails(deleteFile(as(VIC)));
    await assertFails(deleteFile(as(SAM)));
  });

  it('refuses a delete that leaves chunks behind', async () => {
    const db = as(ERIN);
    const batch = writeBatch(db);
    batch.delete(attachmentRef(db, STORED));
    batch.set(
      filesRef(db),
      { bytes: increment(-500), countedAttachment: `${CARD}/${STORED}` },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it('deletes the biggest file (14 chunks) in one batch, within the rules’ reads', async () => {
    const db = as(ERIN);
    const size = 10 * MIB;
    for (let n = 0; n < 14; n += 1) {
      await setDoc(chunkRef(db, NEW, n), chunk(n < 13 ? CHUNK : size - 13 * CHUNK));
    }
    await assertSucceeds(commit(db, metadata(ERIN, { size, chunkCount: 14 })));
    const batch = writeBatch(db);
    for (let n = 0; n < 14; n += 1) batch.delete(chunkRef(db, NEW, n));
    batch.delete(attachmentRef(db, NEW));
    batch.set(
      filesRef(db),
      { bytes: increment(-size), countedAttachment: `${CARD}/${NEW}` },
      { merge: true },
    );
    batch.update(cardRef(db), { cover: null, updatedAt: serverTimestamp() });
    batch.set(doc(db, 'boards', SHARED, 'activity', 'delete-big'), {
      authorId: ERIN,
      authorName: 'Erin',
      at: serverTimestamp(),
      kind: 'attachmentDelete',
      cardId: CARD,
      listId: 'todo',
      subject: 'Write the launch post',
      field: null,
      before: null,
      after: null,
      words: { attachmentId: NEW, file: 'whiteboard.png' },
      changes: '[]',
      revertOf: null,
    });
    await assertSucceeds(batch.commit());
  });
});

describe('a card’s cover', () => {
  const cover = (db: Firestore, value: unknown) =>
    updateDoc(cardRef(db), { cover: value, updatedAt: serverTimestamp() });

  it('lets an editor set a cover (an id and a thumbnail) and remove it', async () => {
    const db = as(ERIN);
    await assertSucceeds(cover(db, { attachmentId: STORED, thumbnail: THUMB }));
    await assertSucceeds(cover(db, null));
  });

  it('refuses a cover that is not a small image, and a viewer’s cover', async () => {
    await assertFails(
      cover(as(ERIN), { attachmentId: STORED, thumbnail: 'https://example.com/x.png' }),
    );
    await assertFails(cover(as(ERIN), { attachmentId: STORED, thumbnail: THUMB, extra: 1 }));
    await assertFails(cover(as(VIC), { attachmentId: STORED, thumbnail: THUMB }));
  });
});
