// The board's name as the page heading; a click turns it into a field to rename it.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { boardRenameRequested } from '../board';
import { TitleEditor } from '../cards';

const Heading = styled.h1`
  margin: 0;
  min-width: 0;
  font-size: 1.25rem;

  button {
    max-width: 100%;
    padding: 0.2rem 0.45rem;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-align: start;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.onFill};
  }

  &.read-only {
    padding: 0.2rem 0.45rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Editor = styled(TitleEditor)`
  width: min(24rem, 60vw);
  color: ${({ theme }) => theme.colors.text};

  p {
    padding: 0.2rem 0.4rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export function BoardTitle({
  boardId,
  title,
  canRename,
  className,
}: {
  /** Where the header places it. */
  className?: string;
  boardId: string;
  title: string;
  /** Only the owner renames a board. */
  canRename: boolean;
}) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const stop = useCallback(() => setRenaming(false), []);
  const save = useCallback(
    (next: string) => dispatch(boardRenameRequested({ boardId, title: next })),
    [dispatch, boardId],
  );

  if (!canRename) return <Heading className={`${className ?? ''} read-only`}>{title}</Heading>;
  if (renaming) {
    return (
      <Editor
        className={className}
        kind="board"
        initial={title}
        label={t`Board name`}
        onSave={save}
        onDone={stop}
      />
    );
  }
  return (
    <Heading className={className}>
      <button type="button" title={t`Rename board`} onClick={() => setRenaming(true)}>
        {title}
      </button>
    </Heading>
  );
}
