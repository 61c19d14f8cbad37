import styled, { css } from 'styled-components';

type ButtonVariant = 'primary' | 'secondary' | 'subtle';

/** The app's button. `$variant` is a transient prop: styling only, never reaches the DOM. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.25rem;
  padding: 0.4rem 0.9rem;
  border-radius: 6px;
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitionMs}ms ease;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${({ $variant = 'secondary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'subtle':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.subtleHover};
          }
        `;
      default:
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            background: ${theme.colors.sunken};
          }
        `;
    }
  }}
`;

/** The one irreversible action of a dialog. */
export const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerHover};
  }
`;
