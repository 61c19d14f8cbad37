import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { phone } from '../../styles/media';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.6rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media ${phone} {
    /* One row on a phone too (issue 31 §1): the actions are small enough for 320 px. */
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
  }
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;

  @media ${phone} {
    gap: 0.4rem;
  }
`;

export const Main = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.25rem;
`;

/** The bar at the top of every screen: the product name, and the screen's own actions. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <Bar>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name */}
      <Brand to="/">Boards</Brand>
      <Actions>{children}</Actions>
    </Bar>
  );
}

export const Notice = styled.div<{ $tone?: 'error' | 'warning' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningSurface : theme.colors.dangerSurface};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.text : theme.colors.danger)};
`;

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

/** Shows an element only once it has stayed for `delay`, so brief states never flash. */
export const appearAfter = (delay: string) => css`
  animation: ${fadeIn} 0.2s ease-in ${delay} both;
`;

/** A loading message that only appears if loading takes a moment, so fast loads do not flash. */
export const QuietLoading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  ${appearAfter('0.4s')}
`;
