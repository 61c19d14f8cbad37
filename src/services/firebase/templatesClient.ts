// A board made from a template by the server (functions/src/templates). A refusal arrives as a
// CodedError whose code is the function's and whose message is its own words.
import type {
  CreateFromTemplateInput,
  CreateFromTemplateResult,
} from '../../domain/templateRequest';
import { CodedError } from '../errors';
import { callFunction } from './functionsClient';

/** Resolves with the new board's id once it is whole and on the dashboard. */
export async function createBoardFromTemplate(input: CreateFromTemplateInput): Promise<string> {
  try {
    const result = await callFunction<CreateFromTemplateInput, CreateFromTemplateResult>(
      'createBoardFromTemplate',
      input,
    );
    return result.boardId;
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    throw new CodedError(
      typeof code === 'string' ? code.replace(/^functions\//, '') : 'unknown',
      typeof message === 'string' ? message : String(error),
    );
  }
}
