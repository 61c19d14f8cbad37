import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { loadAppMessages } from '../../i18n';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { AppHeader, Main } from '../../components/Layout/Layout';
import { SignInPanel } from '../auth';
import { OnceOpened } from '../../components/Modal/OnceOpened';
import { modalOpened, selectIsModalOpen } from '../modal';

// The dialog (and the modal's focus trap) is not part of the first screen's code.
// The shared components' words (the dialog's Close) load with the rest of the app's.
const AboutDialog = lazy(() =>
  Promise.all([import(/* webpackChunkName: "about" */ './AboutDialog'), loadAppMessages()]).then(
    ([module]) => ({ default: module.AboutDialog }),
  ),
);

const Hero = styled.section`
  max-width: 40rem;
  margin: 4rem auto 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;

  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3rem);
    line-height: 1.1;
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Points = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

export function LandingPage() {
  const dispatch = useAppDispatch();
  const aboutOpen = useAppSelector((state) => selectIsModalOpen(state, 'about'));
  return (
    <>
      <AppHeader>
        <Button type="button" $variant="subtle" onClick={() => dispatch(modalOpened('about'))}>
          <Trans>About</Trans>
        </Button>
      </AppHeader>
      <Main>
        <Hero>
          <h1>
            <Trans>Your work, on boards.</Trans>
          </h1>
          <Lead>
            <Trans>
              Boards is a kanban app for you and your team: boards of lists and cards, shared with
              the people you choose, live on every device and still there when you are offline.
            </Trans>
          </Lead>
          <Points>
            <li>
              <Trans>A dashboard of your boards and of those shared with you</Trans>
            </li>
            <li>
              <Trans>Share a board to edit or to view; assign cards, comment, mention people</Trans>
            </li>
            <li>
              <Trans>Every change shows up live on every device, and keeps working offline</Trans>
            </li>
          </Points>
          <SignInPanel />
        </Hero>
      </Main>
      <OnceOpened open={aboutOpen}>
        <AboutDialog />
      </OnceOpened>
    </>
  );
}
