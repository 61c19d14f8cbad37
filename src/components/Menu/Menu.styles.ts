// A menu's popup (see useMenuButton, which places it): a card of full-width item buttons.
import styled from 'styled-components';

/** The trigger and its popup together: a click inside it is not a click outside the menu. */
export const MenuAnchor = styled.div`
  position: relative;
  flex: 0 0 auto;
`;

export const MenuPopup = styled.ul`
  z-index: 50;
  box-sizing: border-box;
  min-width: min(11rem, calc(100vw - 1rem));
  /* Floating UI caps its height to the window; the rest scrolls. */
  overflow-y: auto;
  margin: 0;
  padding: 0.3rem 0;
  list-style: none;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};

  button {
    display: block;
    width: 100%;
    padding: 0.45rem 0.9rem;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: start;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.sunken};
    outline: none;
  }
  .danger {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
