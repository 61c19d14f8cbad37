// The Language setting as menu items (for the account menu): System and each language, named in
// itself (a German reader finds "Deutsch" in an Arabic page). Choosing one switches the whole
// page once its words have loaded, and keeps the menu open.
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LOCALE_NAMES, LOCALES, type LanguageChoice } from '../../i18n';
import { SettingGroup } from '../theme';
import { languageChosen } from './languageSlice';
import { selectLanguageChoice, selectLanguageSwitching } from './selectors';

export function LanguageSetting() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguageChoice);
  const switching = useAppSelector(selectLanguageSwitching);
  const labelId = useId();
  const choices: { choice: LanguageChoice; label: ReactNode; lang?: string }[] = [
    { choice: 'system', label: <Trans>System</Trans> },
    ...LOCALES.map((locale) => ({ choice: locale, label: LOCALE_NAMES[locale], lang: locale })),
  ];
  return (
    <li role="none">
      <SettingGroup role="group" aria-labelledby={labelId} aria-busy={switching !== null}>
        {/* Seen, and the group's name (aria-labelledby reads hidden text too). */}
        <li role="none" aria-hidden="true" className="label" id={labelId}>
          <Trans>Language</Trans>
        </li>
        {choices.map(({ choice, label, lang }) => (
          <li role="none" key={choice}>
            <button
              type="button"
              role="menuitemradio"
              aria-checked={current === choice}
              lang={lang}
              onClick={() => dispatch(languageChosen(choice))}
            >
              <span className="mark" aria-hidden="true">
                {current === choice ? '✓' : ''}
              </span>
              {label}
            </button>
          </li>
        ))}
      </SettingGroup>
    </li>
  );
}
