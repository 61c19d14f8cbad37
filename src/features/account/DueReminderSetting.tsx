// The Due reminders setting as menu items (for the account menu), like the Theme's: 1 hour
// before, 24 hours before, Off, as menuitemradio buttons. Choosing one keeps the menu open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { DueReminderLead } from '../../domain/dueReminder';
import { SettingGroup } from '../theme';
import { selectDueReminderLead } from '../user';
import { dueReminderLeadChosen } from './dueReminders';

const CHOICES: { lead: DueReminderLead; label: MessageDescriptor }[] = [
  { lead: '1h', label: msg`1 hour before` },
  { lead: '24h', label: msg`24 hours before` },
  { lead: 'off', label: msg`Off` },
];

export function DueReminderSetting() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectDueReminderLead);
  const labelId = useId();
  const { i18n } = useLingui();
  return (
    <li role="none">
      <SettingGroup role="group" aria-labelledby={labelId}>
        <li role="none" aria-hidden="true" className="label" id={labelId}>
          <Trans>Due reminders</Trans>
        </li>
        {CHOICES.map(({ lead, label }) => (
          <li role="none" key={lead}>
            <button
              type="button"
              role="menuitemradio"
              aria-checked={current === lead}
              onClick={() => dispatch(dueReminderLeadChosen(lead))}
            >
              <span className="mark" aria-hidden="true">
                {current === lead ? '✓' : ''}
              </span>
              {i18n._(label)}
            </button>
          </li>
        ))}
      </SettingGroup>
    </li>
  );
}
