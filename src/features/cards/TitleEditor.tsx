// Rename in place on the board page (the board, list and card titles): the app's inline editor,
// checked as a title of its kind, with the board page's tighter one-line field.
import { useCallback } from 'react';
import styled from 'styled-components';
import { InlineEditor, type InlineEditorProps } from '../../components/InlineEditor/InlineEditor';
import { checkTitle, type TitleKind } from '../../domain/validation';
import { worded } from '../../messages/problems';

const Editor = styled(InlineEditor)`
  input {
    padding: 0.35rem 0.5rem;
  }
`;

interface TitleEditorProps extends Omit<InlineEditorProps, 'check'> {
  kind: TitleKind;
}

export function TitleEditor({ kind, ...props }: TitleEditorProps) {
  const check = useCallback((draft: string) => worded(checkTitle(kind, draft)), [kind]);
  return <Editor check={check} {...props} />;
}
