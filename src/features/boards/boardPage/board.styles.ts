// Styled pieces shared by the board page's files. Card tiles are styled in CardTile.styles.ts.
import styled, { css } from 'styled-components';
import { Button } from '../../../components/Button/Button';

/** The board header's height, which the list columns subtract from the viewport. */
export const HEADER_HEIGHT = '7.5rem';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** The one irreversible action of a dialog. */
export const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  &:hover:not(:disabled) {
    background: #8f241c;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

/** A message about what was typed, under the field it is about. */
export const FieldMessage = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

export const TextField = styled.input`
  width: 100%;
  min-height: 2.25rem;
  padding: 0.35rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const TextArea = styled.textarea`
  display: block;
  width: 100%;
  min-height: 3.5rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  resize: vertical;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const FormRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.4rem;
`;
