// The Firestore instance, the documents' references and their converters. Loaded on demand
// with the rest of firebase/firestore (see ../lazyClient.ts), after the first paint.
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
  setLogLevel,
} from 'firebase/firestore';
import { parseBoard, type Board } from '../../domain/board';
import { parseCard, type Card } from '../../domain/card';
import { parseComment, type Comment } from '../../domain/comment';
import { parseList, type BoardList } from '../../domain/list';
import { parseUserRecord, type UserRecord } from '../../domain/user';
import { markOnce } from '../timeline';
import { firebaseApp, firebaseSettings } from './app';

let firestoreInstance: Firestore | null = null;

export function firestore(): Firestore {
  if (firestoreInstance) return firestoreInstance;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a performance mark's name, not shown
  markOnce('firestore: starting');
  const settings = firebaseSettings();
  // The SDK's own log, for the benchmark's trace of a cold open (bench:compare --trace); only
  // against the emulators, never in production.
  if (
    settings.useEmulators &&
    new URLSearchParams(globalThis.location?.search).has('firestoreDebug')
  )
    setLogLevel('debug');
  firestoreInstance = initializeFirestore(firebaseApp(), {
    // Survives reloads and works offline; tabs of the same browser share one cache.
    localCache: persistentLocalCache({
      tabManager: persistentMultipleTabManager(),
      cacheSizeBytes: settings.cacheSizeBytes,
    }),
  });
  if (settings.useEmulators) {
    connectFirestoreEmulator(
      firestoreInstance,
      settings.emulatorHost,
      settings.firestoreEmulatorPort,
    );
  }
  return firestoreInstance;
}

/**
 * Reads a document through its domain schema (src/domain): plain data, whatever is stored, or
 * null for a list or card the schema refuses (liveQueries skips those and says so). A pending
 * serverTimestamp reads as the local estimate, not null. Writes go through the unconverted
 * references, since they send field values (serverTimestamp(), increment()).
 */
export function converter<T>(parse: (id: string, data: unknown) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      parse(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
  };
}

const userConverter = converter<UserRecord>((_id, data) => parseUserRecord(data));
const boardConverter = converter<Board>(parseBoard);
const listConverter = converter<BoardList | null>(parseList);
const cardConverter = converter<Card | null>(parseCard);
const commentConverter = converter<Comment | null>(parseComment);

export const userRef = (uid: string) => doc(firestore(), 'users', uid);
export const boardRef = (boardId: string) => doc(firestore(), 'boards', boardId);
export const boardsRef = () => collection(firestore(), 'boards');
export const listsRef = (boardId: string) => collection(firestore(), 'boards', boardId, 'lists');
export const cardsRef = (boardId: string) => collection(firestore(), 'boards', boardId, 'cards');
/** The board's counts document (./counts.ts). */
export const countsRef = (boardId: string) => doc(firestore(), 'boards', boardId, 'meta', 'counts');

export const readUser = (uid: string) => userRef(uid).withConverter(userConverter);
export const readBoard = (boardId: string) => boardRef(boardId).withConverter(boardConverter);
export const readBoards = () => boardsRef().withConverter(boardConverter);
export const readLists = (boardId: string) => listsRef(boardId).withConverter(listConverter);
export const readCards = (boardId: string) => cardsRef(boardId).withConverter(cardConverter);
export const commentsRef = (boardId: string, cardId: string) =>
  collection(firestore(), 'boards', boardId, 'cards', cardId, 'comments');
export const readComments = (boardId: string, cardId: string) =>
  commentsRef(boardId, cardId).withConverter(commentConverter);
