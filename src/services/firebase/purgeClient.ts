// The server's purge and clean-up functions (functions/src/purge): bulk deletes the browser
// should not do. Their refusals come back with the Firestore-style codes the sagas already
// read ("permission-denied", "failed-precondition"): the SDK's "functions/" prefix is dropped.
import { CodedError, toServiceError } from '../errors';
import { callFunction } from './functionsClient';

async function callServer<Output>(name: string, data: Record<string, string>): Promise<Output> {
  try {
    return await callFunction<Record<string, string>, Output>(name, data);
  } catch (error) {
    const { code, message } = toServiceError(error);
    throw new CodedError(code.replace(/^functions\//, ''), message);
  }
}

/** Deletes a board marked deleting and everything under it; the owner only. */
export async function purgeBoard(boardId: string): Promise<void> {
  await callServer('purgeBoard', { boardId });
}

/** Deletes a list marked deleting, its cards and their comments; resolves to the cards gone. */
export async function purgeList(boardId: string, listId: string): Promise<number> {
  const result = await callServer<{ deletedCards: number }>('purgeList', { boardId, listId });
  return result.deletedCards;
}

/** Deletes the comments of a card that is gone. */
export async function purgeCardComments(boardId: string, cardId: string): Promise<void> {
  await callServer('purgeCardComments', { boardId, cardId });
}

/** Takes the board off `uid`'s record once they are no longer on it. */
export async function cleanUpMembership(boardId: string, uid: string): Promise<void> {
  await callServer('cleanUpMembership', { boardId, uid });
}
