// The account menu at the end of every signed-in header: a round button with the person's
// initials opens a menu with their name, My cards, the Theme and Due reminders settings and Sign
// out. One small button instead of the name and a Sign out button, so the board header fits on
// one row (issue 25 §2).
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MenuAnchor, MenuPopup } from '../../components/Menu/Menu.styles';
import { useMenuButton } from '../../components/Menu/useMenuButton';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { initialsOf } from '../../domain/members';
import { selectAuthPending, selectUserDisplayName, signOutRequested } from '../auth';
import { LanguageSetting } from '../language';
import { ThemeSetting } from '../theme';
import { DueReminderSetting } from './DueReminderSetting';
import { MyCardsMenuItem } from './MyCardsLink';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: 0.8rem;
  font-weight: 700;
  cursor: pointer;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Popup = styled(MenuPopup)`
  max-width: min(18rem, calc(100vw - 1rem));

  .who {
    display: block;
    padding: 0.35rem 0.9rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    margin-bottom: 0.3rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .who strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function AccountMenu() {
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectUserDisplayName);
  const signingOut = useAppSelector(selectAuthPending) === 'signingOut';
  const { open, close, wrapRef, triggerProps, menuProps } = useMenuButton();
  const { t } = useLingui();

  return (
    <MenuAnchor ref={wrapRef}>
      <Trigger {...triggerProps} title={name} aria-busy={signingOut}>
        <span aria-hidden="true">{initialsOf({ name, email: name })}</span>
        <VisuallyHidden>
          <Trans>Account: {name}</Trans>
        </VisuallyHidden>
      </Trigger>
      {open && (
        <Popup {...menuProps} aria-label={t`Account`}>
          {/* Who is signed in: said, not an action (a disabled item, so the menu holds only items). */}
          <li role="none">
            <span role="menuitem" aria-disabled="true" className="who">
              <Trans>
                Signed in as <strong>{name}</strong>
              </Trans>
            </span>
          </li>
          <MyCardsMenuItem close={() => close(false)} />
          <ThemeSetting />
          <LanguageSetting />
          <DueReminderSetting />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              disabled={signingOut}
              onClick={() => {
                close(true);
                dispatch(signOutRequested());
              }}
            >
              <Trans>Sign out</Trans>
            </button>
          </li>
        </Popup>
      )}
    </MenuAnchor>
  );
}
