// The Theme setting as menu items (for the account menu): System, Light and Dark as a group of
// menuitemradio buttons. Choosing one applies it at once and keeps the menu open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ThemeChoice } from '../../services/theme';
import { selectThemeChoice } from './selectors';
import { themeChosen } from './themeSlice';

const CHOICES: { choice: ThemeChoice; label: MessageDescriptor }[] = [
  { choice: 'system', label: msg`System` },
  { choice: 'light', label: msg`Light` },
  { choice: 'dark', label: msg`Dark` },
];

/** A labelled group of radio items in a menu (the account menu's settings share it). */
export const SettingGroup = styled.ul`
  margin: 0;
  padding: 0 0 0.3rem;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 0.3rem;

  .label {
    display: block;
    padding: 0.2rem 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
  button[aria-checked='true'] {
    font-weight: 700;
  }
  .mark {
    display: inline-block;
    width: 1.25rem;
  }
`;

export function ThemeSetting() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectThemeChoice);
  const labelId = useId();
  const { i18n } = useLingui();
  return (
    <li role="none">
      <SettingGroup role="group" aria-labelledby={labelId}>
        {/* Seen, and the group's name (aria-labelledby reads hidden text too). */}
        <li role="none" aria-hidden="true" className="label" id={labelId}>
          <Trans>Theme</Trans>
        </li>
        {CHOICES.map(({ choice, label }) => (
          <li role="none" key={choice}>
            <button
              type="button"
              role="menuitemradio"
              aria-checked={current === choice}
              onClick={() => dispatch(themeChosen(choice))}
            >
              <span className="mark" aria-hidden="true">
                {current === choice ? '✓' : ''}
              </span>
              {i18n._(label)}
            </button>
          </li>
        ))}
      </SettingGroup>
    </li>
  );
}
