// "Anyone with the link can view": the owner turns the board's read-only link on or off and
// copies it; others see whether it is on. Shown as text as well, since a browser may refuse the
// clipboard (as the card's Copy link).
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { publicLinkPath } from '../../domain/publicLink';
import { copyText } from '../../services/clipboard';
import { absoluteUrl } from '../../services/navigation';
import { selectBoard, selectCanShareBoard } from '../board';
import { publicLinkToggled } from './sharingSlice';

const Section = styled.section`
  margin-bottom: 1rem;

  h3 {
    margin: 0 0 0.4rem;
    font-size: 1rem;
  }
  .switch {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  .link {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-top: 0.5rem;
  }
  .link a {
    flex: 1 1 16rem;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

export function PublicLinkSection() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const canShare = useAppSelector(selectCanShareBoard);
  const shown = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const linkId = board?.publicLinkId ?? null;
  const path = linkId ? publicLinkPath(linkId) : null;
  const url = path ? absoluteUrl(path) : null;
  const { t } = useLingui();
  return (
    <Section aria-labelledby="read-only-link">
      <h3 id="read-only-link">
        <Trans>Read-only link</Trans>
      </h3>
      {canShare ? (
        <label className="switch">
          <input
            type="checkbox"
            checked={linkId !== null}
            onChange={(event) => {
              setCopied(null);
              dispatch(publicLinkToggled({ on: event.target.checked }));
            }}
          />
          <Trans>Anyone with the link can view</Trans>
        </label>
      ) : (
        <p>
          {linkId ? (
            <Trans>Anyone with the link can view this board.</Trans>
          ) : (
            <Trans>Only members can view.</Trans>
          )}
        </p>
      )}
      {path && url && (
        <div className="link">
          <a ref={shown} href={path} target="_blank" rel="noreferrer">
            {url}
          </a>
          {/* Called in the click itself: browsers let a page copy only during a gesture. */}
          <Button type="button" onClick={async () => setCopied(await copyText(url, shown.current))}>
            <Trans>Copy link</Trans>
          </Button>
        </div>
      )}
      <p aria-live="polite">
        {copied === true
          ? t`Link copied.`
          : copied === false
            ? t`The link is selected: copy it.`
            : ''}
      </p>
    </Section>
  );
}
