// The Due reminders setting as menu items (for the account menu), like the Theme's: 1 hour
// before, 24 hours before, Off, as menuitemradio buttons. Choosing one keeps the menu open.
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { DueReminderLead } from '../../domain/dueReminder';
import { SettingGroup } from '../theme';
import { selectDueReminderLead } from '../user';
import { dueReminderLeadChosen } from './dueReminders';

const CHOICES: { lead: DueReminderLead; label: string }[] = [
  { lead: '1h', label: '1 hour before' },
  { lead: '24h', label: '24 hours before' },
  { lead: 'off', label: 'Off' },
];

export function DueReminderSetting() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectDueReminderLead);
  const labelId = useId();
  return (
    <li role="none">
      <SettingGroup role="group" aria-labelledby={labelId}>
        <li role="none" aria-hidden="true" className="label" id={labelId}>
          Due reminders
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
              {label}
            </button>
          </li>
        ))}
      </SettingGroup>
    </li>
  );
}
