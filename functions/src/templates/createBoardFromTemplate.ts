// createBoardFromTemplate (issue 32 §2): a new board, a deep copy of a template (a built-in one
// or a board the caller is a member of): its lists, labels, custom field definitions and open
// cards (templates stay templates; nobody assigned, nobody watching, no files or comments).
// Written as the import writes a board (import/writeBoard.ts): the lists and cards first, under
// an id nobody can read yet, then the board, its counts and the owner's dashboard entry in one
// transaction, so it appears whole or not at all. Every template goes through here: the rules
// count one list and one card per batch (firestore.rules, keepsCardCountTrue), so a client
// cannot create a board with several lists in one write.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { isBuiltInTemplateId } from '../../../src/domain/builtInTemplates';
import { firstRanks } from '../../../src/domain/firstRanks';
import type {
  CreateFromTemplateInput,
  CreateFromTemplateResult,
} from '../../../src/domain/templateRequest';
import { db } from '../lib/admin';
import { isColorKey, LIMITS } from '../lib/limits';
import { importerOf } from '../import/importer';
import { readTemplate, type BoardCopy } from './templateSource';

const refuse = (message: string): never => {
  throw new HttpsError('invalid-argument', message);
};

export function validateInput(data: unknown): CreateFromTemplateInput {
  const input = (data ?? {}) as Record<string, unknown>;
  const source = (input.source ?? {}) as Record<string, unknown>;
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title || title.length > 100) refuse('A board’s name is 1 to 100 characters.');
  if (!isColorKey(input.color)) refuse('That colour isn’t one of the board colours.');
  if (isBuiltInTemplateId(source.builtIn)) {
    return { source: { builtIn: source.builtIn }, title, color: input.color as never };
  }
  if (typeof source.boardId === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(source.boardId)) {
    return { source: { boardId: source.boardId }, title, color: input.color as never };
  }
  return refuse('That template isn’t one the server knows.');
}

/** Lists and cards, written by a BulkWriter under the new board's id. */
async function writeContents(
  board: DocumentReference,
  copy: BoardCopy,
  labelIds: Map<string, string>,
): Promise<void> {
  const firestore = board.firestore;
  const newId = () => firestore.collection('boards').doc().id;
  const created = {
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const listIds = new Map(copy.lists.map((list) => [list.id, newId()]));
  const writer = firestore.bulkWriter({ throttling: false });
  let failure: unknown = null;
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failure ??= error;
    return false;
  });
  const write = (ref: DocumentReference, data: Record<string, unknown>) => {
    writer.create(ref, data).catch(() => undefined);
  };
  const listRanks = firstRanks(copy.lists.length);
  copy.lists.forEach((list, i) => {
    write(board.collection('lists').doc(listIds.get(list.id)!), {
      title: list.title,
      rank: listRanks[i]!,
      archived: false,
      ...created,
    });
  });
  for (const list of copy.lists) {
    const cards = copy.cards.filter((card) => card.listId === list.id);
    const ranks = firstRanks(cards.length);
    cards.forEach((card, i) => {
      const itemRanks = firstRanks(card.checklist.length);
      write(board.collection('cards').doc(), {
        listId: listIds.get(list.id)!,
        rank: ranks[i]!,
        title: card.title,
        description: card.description,
        labelIds: card.labelIds.flatMap((id) => labelIds.get(id) ?? []),
        due: card.due,
        checklist: Object.fromEntries(
          card.checklist.map((text, k) => [newId(), { text, done: false, rank: itemRanks[k]! }]),
        ),
        archived: false,
        ...(card.template ? { template: true } : {}),
        ...(card.fieldValues !== undefined ? { fieldValues: card.fieldValues } : {}),
        ...created,
      });
    });
  }
  await writer.close();
  if (failure) throw failure;
}

export async function createBoardFromTemplateHandler(
  request: CallableRequest<unknown>,
): Promise<CreateFromTemplateResult> {
  const owner = await importerOf(request);
  const input = validateInput(request.data);
  const firestore = db();
  const copy = await readTemplate(firestore, owner.uid, input.source);
  const cards = copy.cards.filter((card) => copy.lists.some((list) => list.id === card.listId));
  if (copy.lists.length > LIMITS.listsPerBoard || cards.length > LIMITS.cardsPerBoard) {
    refuse('That template is bigger than a board can be.');
  }
  const board = firestore.collection('boards').doc();
  const kept = copy.labels.filter((label) => isColorKey(label.color)).slice(0, 20);
  const labelIds = new Map(
    kept.map((label) => [label.id, firestore.collection('boards').doc().id]),
  );
  await writeContents(board, { ...copy, cards }, labelIds);
  const labelRanks = firstRanks(kept.length);
  const labels = Object.fromEntries(
    kept.map((label, i) => [
      labelIds.get(label.id)!,
      { name: label.name, color: label.color, rank: labelRanks[i]! },
    ]),
  );
  await firestore.runTransaction(async (transaction) => {
    const user = await transaction.get(firestore.doc(`users/${owner.uid}`));
    const boards = (user.get('boards') ?? []) as string[];
    if (boards.length >= LIMITS.boardsPerUser) {
      throw new HttpsError(
        'resource-exhausted',
        `You have ${LIMITS.boardsPerUser.toLocaleString('en')} boards, the most one person can have: delete one first.`,
      );
    }
    transaction.create(board, {
      ownerId: owner.uid,
      members: { [owner.uid]: { role: 'owner', name: owner.name, email: owner.email } },
      title: input.title,
      color: input.color,
      labels,
      cardCount: 0,
      listCount: 0,
      deleting: false,
      ...(copy.customFields !== undefined ? { customFields: copy.customFields } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.create(board.collection('meta').doc('counts'), {
      cardCount: cards.length,
      listCount: copy.lists.length,
    });
    transaction.update(user.ref, { boards: FieldValue.arrayUnion(board.id) });
  });
  return { boardId: board.id };
}

export const createBoardFromTemplate = onCall(
  { timeoutSeconds: 300, memory: '512MiB' },
  createBoardFromTemplateHandler,
);
