// Create board's "Start from" (issue 32 §2): a blank board, one of the built-in templates, or
// one of the person's boards marked as a template.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import {
  BUILT_IN_TEMPLATE_IDS,
  BUILT_IN_TEMPLATES,
  isBuiltInTemplateId,
} from '../../domain/builtInTemplates';
import type { TemplateSource } from '../../domain/templateRequest';
import type { RootState } from '../../app/rootReducer';
import { selectBoardSummaries } from '../board';
import { createSelector } from '@reduxjs/toolkit';

const Label = styled.label`
  display: block;
  margin: 0.75rem 0 0.3rem;
  font-weight: 600;
`;

const Select = styled.select`
  width: 100%;
  padding: 0.5rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
`;

/** The person's boards marked as templates (not being deleted), by title. */
export const selectTemplateBoards = createSelector(
  [(state: RootState) => selectBoardSummaries(state)],
  (summaries) =>
    Object.values(summaries)
      .filter((board) => board.template && !board.deleting)
      .sort((a, b) => a.title.localeCompare(b.title)),
);

/** The select's value for a source: '' for a blank board. */
export const sourceValue = (source: TemplateSource | null) =>
  !source ? '' : 'builtIn' in source ? `builtIn:${source.builtIn}` : `board:${source.boardId}`;

function sourceOf(value: string): TemplateSource | null {
  const [kind, id = ''] = value.split(/:(.*)/s);
  if (kind === 'builtIn' && isBuiltInTemplateId(id)) return { builtIn: id };
  if (kind === 'board') return { boardId: id };
  return null;
}

export function StartFromSelect({
  value,
  onChange,
}: {
  value: TemplateSource | null;
  onChange: (source: TemplateSource | null) => void;
}) {
  const id = useId();
  const boards = useAppSelector(selectTemplateBoards);
  const { t } = useLingui();
  return (
    <>
      <Label htmlFor={id}>
        <Trans>Start from</Trans>
      </Label>
      <Select
        id={id}
        value={sourceValue(value)}
        onChange={(event) => onChange(sourceOf(event.target.value))}
      >
        <option value="">{t`Blank board`}</option>
        <optgroup label={t`Templates`}>
          {BUILT_IN_TEMPLATE_IDS.map((template) => (
            <option key={template} value={`builtIn:${template}`}>
              {BUILT_IN_TEMPLATES[template].name}
            </option>
          ))}
        </optgroup>
        {boards.length > 0 && (
          <optgroup label={t`Your templates`}>
            {boards.map((board) => (
              <option key={board.id} value={`board:${board.id}`}>
                {board.title}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
    </>
  );
}
