// Small styled pieces used by more than one dashboard file.
import styled, { css } from 'styled-components';
import { Button } from '../../../components/Button/Button';

/** Hidden on screen, still read by screen readers (a label the layout makes obvious). */
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
