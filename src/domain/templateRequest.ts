// What the app sends createBoardFromTemplate (functions/src/templates) and what it answers:
// one definition, compiled into both the app and functions/ (docs/data-model.md, "Templates").
import type { BuiltInTemplateId } from './builtInTemplates';
import type { ColorKey } from './palette';

/** A built-in template, or a board of the caller's marked as a template (any role on it). */
export type TemplateSource = { builtIn: BuiltInTemplateId } | { boardId: string };

export interface CreateFromTemplateInput {
  source: TemplateSource;
  title: string;
  color: ColorKey;
}

/** The new board, whole and on the caller's dashboard. */
export interface CreateFromTemplateResult {
  boardId: string;
}
