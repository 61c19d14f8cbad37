// Tells the person that a new version of Boards is ready and lets them choose when to switch.
// Loaded only once one is (AppUpdateBanner.tsx).
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { appReloadRequested } from './appUpdateSlice';
import { selectAppReloading } from './selectors';

const Banner = styled.div`
  position: fixed;
  inset-inline-end: 1rem;
  bottom: 1rem;
  z-index: 900; /* Like the notices: under the modal overlay (1000), over the page. */
  display: flex;
  align-items: center;
  gap: 0.75rem;
  max-width: calc(100vw - 2rem);
  padding-block: 0.6rem;
  padding-inline: 0.9rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
`;

export function NewVersionBanner() {
  const dispatch = useAppDispatch();
  const reloading = useAppSelector(selectAppReloading);
  return (
    <Banner role="status">
      <Text>
        <Trans>A new version of Boards is ready.</Trans>
      </Text>
      <Button
        type="button"
        $variant="primary"
        disabled={reloading}
        aria-busy={reloading}
        onClick={() => dispatch(appReloadRequested())}
      >
        {reloading ? <Trans>Reloading…</Trans> : <Trans>Reload</Trans>}
      </Button>
    </Banner>
  );
}
