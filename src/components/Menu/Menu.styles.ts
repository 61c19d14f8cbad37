// A menu's popup (see useMenuButton): a card of full-width item buttons under its trigger.
import styled from 'styled-components';

/** Where the popup is placed: under the trigger, its right edge on the trigger's. */
export const MenuAnchor = styled.div`
  position: relative;
  flex: 0 0 auto;
`;

export const MenuPopup = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  right: 0;
  z-index: 50;
  min-width: 11rem;
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
    text-align: left;
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
