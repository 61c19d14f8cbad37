import styled from 'styled-components';
import { phone } from '../../styles/media';

export const Overlay = styled.div<{ $shown: boolean; $fullScreenOnPhone: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh 1rem 1rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.transitionMs}ms ease-out;

  @media ${phone} {
    padding: ${({ $fullScreenOnPhone }) => ($fullScreenOnPhone ? '0' : '10vh 0.5rem 0.5rem')};
  }
`;

export const Dialog = styled.div<{ $width: string; $shown: boolean; $fullScreenOnPhone: boolean }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  transform: ${({ $shown }) => ($shown ? 'none' : 'translateY(-8px) scale(0.98)')};
  transition: transform ${({ theme }) => theme.transitionMs}ms ease-out;

  &:focus {
    outline: none;
  }

  @media ${phone} {
    ${({ $fullScreenOnPhone }) =>
      $fullScreenOnPhone &&
      `
      max-width: none;
      min-height: 100%;
      border-radius: 0;
      box-shadow: none;
    `}
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1rem 0.5rem 1.25rem;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  padding: 0.5rem 1.25rem 1.25rem;
`;

/** A dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;
