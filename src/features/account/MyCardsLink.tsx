// The ways to My cards: an item of the account menu, which every signed-in header holds (a
// phone's too), and a link the dashboard's header shows where it has room.
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/routes';
import { phoneHeader } from '../../styles/media';

export function MyCardsMenuItem({ close }: { close: () => void }) {
  const navigate = useNavigate();
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          close();
          void navigate(paths.myCards);
        }}
      >
        <Trans>My cards</Trans>
      </button>
    </li>
  );
}

const HeaderLink = styled(Link)`
  padding: 0.4rem 0.6rem;
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.subtleHover};
  }
  /* A phone's row has no room: the account menu holds it. */
  @media ${phoneHeader} {
    display: none;
  }
`;

export function MyCardsHeaderLink() {
  return (
    <HeaderLink to={paths.myCards}>
      <Trans>My cards</Trans>
    </HeaderLink>
  );
}
