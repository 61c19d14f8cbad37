/**
 * Firestore security rules tests for a card's counts of comments and files (issue 31 §3;
 * docs/data-model.md, "commentCount, attachmentCount"): 0 on a new card, then exactly +1 or -1
 * in the batch that creates or deletes the comment or file the card names, and nothing else.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  Bytes,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { EARLIER, rulesTestEnvironment, storedCard } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  SHARED,
  TODO,
  VIC,
  cardRef,
  createCard,
  newCard,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-card-counts');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const STORED_COMMENT = 'stored-comment';
const STORED_FILE = 'stored-file';

const commentRef = (db: Firestore, id: string) =>
  doc(db, 'boards', SHARED, 'cards', CARD, 'comments', id);
const fileRef = (db: Firestore, id: string) =>
  doc(db, 'boards', SHARED, 'cards', CARD, 'attachments', id);
const filesRef = (db: Firestore) => doc(db, 'boards', SHARED, 'meta', 'files');

/** Comments are written under their author's name on the board (sharingWorld's MEMBERS). */
const NAMES: Record<string, string> = { [ALICE]: 'Alice', [ERIN]: 'Erin', [VIC]: 'Vic' };

const newComment = (authorId: string): DocumentData => ({
  authorId,
  authorName: NAMES[authorId] ?? authorId,
  text: 'Ship it on Friday?',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

const smallFile = (uploaderId: string, createdAt: unknown = serverTimestamp()): DocumentData => ({
  name: 'notes.txt',
  size: 5,
  contentType: 'text/plain',
  uploaderId,
  uploaderName: 'Someone',
  width: null,
  height: null,
  thumbnail: null,
  chunkCount: 1,
  createdAt,
  updatedAt: createdAt,
});

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    [`boards/${SHARED}/cards/${CARD}/comments/${STORED_COMMENT}`]: {
      ...newComment(ALICE),
      createdAt: EARLIER,
      updatedAt: EARLIER,
    },
    [`boards/${SHARED}/meta/files`]: { bytes: 5, countedAttachment: `${CARD}/${STORED_FILE}` },
    [`boards/${SHARED}/cards/${CARD}/attachments/${STORED_FILE}`]: smallFile(ALICE, EARLIER),
    [`boards/${SHARED}/cards/${CARD}/attachments/${STORED_FILE}/chunks/0`]: {
      data: Bytes.fromUint8Array(new Uint8Array(5)),
      createdAt: EARLIER,
    },
  });
  // The seeded card holds its comment and file, counted.
  await seed({
    [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO, {
      commentCount: 1,
      countedComment: STORED_COMMENT,
      attachmentCount: 1,
      countedAttachment: STORED_FILE,
    }),
  });
});

/** A comment added (or deleted) with the card's count moved by `by`, naming `named`. */
function commentBatch(
  db: Firestore,
  {
    id = 'new-comment',
    by = 1,
    named = undefined as string | undefined,
    remove = false,
    watch = false,
  } = {},
) {
  const batch = writeBatch(db);
  if (remove) batch.delete(commentRef(db, id));
  else batch.set(commentRef(db, id), newComment(ERIN));
  batch.update(cardRef(db), {
    commentCount: increment(by),
    countedComment: named ?? id,
    ...(watch ? { watcherIds: arrayUnion(ERIN) } : {}),
  });
  return batch.commit();
}

async function fileBatch(db: Firestore, { by = 1, remove = false, uncover = false } = {}) {
  if (!remove) {
    // The bytes go first, as an upload writes them.
    await setDoc(doc(fileRef(db, 'new-file'), 'chunks', '0'), {
      data: Bytes.fromUint8Array(new Uint8Array(5)),
      createdAt: serverTimestamp(),
    });
  }
  const batch = writeBatch(db);
  const id = remove ? STORED_FILE : 'new-file';
  if (remove) {
    batch.delete(doc(fileRef(db, id), 'chunks', '0'));
    batch.delete(fileRef(db, id));
  } else {
    batch.set(fileRef(db, id), smallFile(ERIN));
  }
  batch.set(
    filesRef(db),
    { bytes: increment(remove ? -5 : 5), countedAttachment: `${CARD}/${id}` },
    { merge: true },
  );
  // A file that was the card's cover goes with the cover, as the app deletes it: two writes.
  if (uncover) batch.update(cardRef(db), { cover: null, updatedAt: serverTimestamp() });
  batch.update(cardRef(db), { attachmentCount: increment(by), countedAttachment: id });
  return batch.commit();
}

const countsOf = async () => {
  const card = (await getDoc(cardRef(as(ALICE)))).data() ?? {};
  return { comments: card.commentCount as number, files: card.attachmentCount as number };
};

describe('a card’s comment count', () => {
  it('goes up by 1 with the comment it names, the commenter watching in the same write', async () => {
    await assertSucceeds(commentBatch(as(ERIN), { watch: true }));
    expect(await countsOf()).toEqual({ comments: 2, files: 1 });
  });

  it('goes down by 1 with the comment deleted', async () => {
    await assertSucceeds(commentBatch(as(ALICE), { id: STORED_COMMENT, by: -1, remove: true }));
    expect(await countsOf()).toEqual({ comments: 0, files: 1 });
  });

  it('moves by exactly 1', async () => {
    await assertFails(commentBatch(as(ERIN), { by: 5 }));
    await assertFails(commentBatch(as(ERIN), { by: 2 }));
    await assertFails(commentBatch(as(ALICE), { id: STORED_COMMENT, by: -2, remove: true }));
  });

  it('goes up only with a new comment, and down only with a deleted one', async () => {
    const db = as(ERIN);
    // No comment in the batch.
    await assertFails(
      updateDoc(cardRef(db), { commentCount: increment(1), countedComment: 'no-such-comment' }),
    );
    // Naming a comment that was there before.
    await assertFails(
      updateDoc(cardRef(db), { commentCount: increment(1), countedComment: STORED_COMMENT }),
    );
    // Naming another comment than the one created.
    await assertFails(commentBatch(db, { named: STORED_COMMENT }));
    // Down with no comment deleted.
    await assertFails(
      updateDoc(cardRef(as(ALICE)), {
        commentCount: increment(-1),
        countedComment: STORED_COMMENT,
      }),
    );
    // The wrong way: up while the comment goes.
    await assertFails(commentBatch(as(ALICE), { id: STORED_COMMENT, by: 1, remove: true }));
  });

  it('is not set by a card’s own edits', async () => {
    const db = as(ERIN);
    await assertFails(
      updateDoc(cardRef(db), { title: 'Renamed', commentCount: 7, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(cardRef(db), { title: 'Renamed', updatedAt: serverTimestamp() }),
    );
  });

  it('a viewer moves no count, even with a comment', async () => {
    await assertFails(commentBatch(as(VIC)));
  });

  it('is 0 (or absent) on a new card', async () => {
    const db = as(ERIN);
    await assertFails(createCard(db, newCard({ commentCount: 3 })));
    await assertFails(createCard(db, newCard({ attachmentCount: 1 })));
    await assertSucceeds(createCard(db, newCard({ commentCount: 0, attachmentCount: 0 })));
  });
});

describe('a card’s attachment count', () => {
  it('goes up by 1 with the file made visible, and down by 1 with the file deleted', async () => {
    await assertSucceeds(fileBatch(as(ERIN)));
    expect(await countsOf()).toEqual({ comments: 1, files: 2 });
    await assertSucceeds(fileBatch(as(ERIN), { by: -1, remove: true }));
    expect(await countsOf()).toEqual({ comments: 1, files: 1 });
  });

  it('goes down with a file deleted while the same batch takes the card’s cover off', async () => {
    await assertSucceeds(fileBatch(as(ERIN), { by: -1, remove: true, uncover: true }));
    expect(await countsOf()).toEqual({ comments: 1, files: 0 });
  });

  it('moves by exactly 1, and only with its file', async () => {
    await assertFails(fileBatch(as(ERIN), { by: 5 }));
    await assertFails(fileBatch(as(ERIN), { by: -1 }));
    await assertFails(
      updateDoc(cardRef(as(ERIN)), { attachmentCount: increment(1), countedAttachment: 'x' }),
    );
  });
});
