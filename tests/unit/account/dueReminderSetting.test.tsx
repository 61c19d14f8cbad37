// The account menu's Due reminders setting (issue 32 §5): 1 hour before, 24 hours before (the
// default) or Off, as radio items; choosing one keeps it in the person's users/{uid} record as a
// personal edit, and a refusal puts the previous choice back with a message.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '../../../src/app/rootReducer';
import { DueReminderSetting } from '../../../src/features/account/DueReminderSetting';
import {
  chooseDueReminderLead,
  dueReminderLeadChosen,
} from '../../../src/features/account/dueReminders';
import { personalEditApplied } from '../../../src/features/user';
import { commitPersonalEdit } from '../../../src/services/edits';
import { permissionDenied } from '../boardFixtures';
import { ada, signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

describe('the Due reminders setting', () => {
  it('offers 1 hour, 24 hours and Off as radio items, 24 hours checked until chosen', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <ul role="menu" aria-label="Account">
        <DueReminderSetting />
      </ul>,
      { preloadedState: signedInState() },
    );
    expect(screen.getByRole('group', { name: 'Due reminders' })).toBeInTheDocument();
    const item = (name: string) => screen.getByRole('menuitemradio', { name });
    expect(item('24 hours before')).toHaveAttribute('aria-checked', 'true');
    expect(item('1 hour before')).toHaveAttribute('aria-checked', 'false');
    expect(item('Off')).toHaveAttribute('aria-checked', 'false');

    await user.click(item('Off'));
    // The saga (below) keeps the choice; the items show the record's.
    store.dispatch(
      personalEditApplied({
        uid: ada.uid,
        change: { doc: 'dueReminderLead', before: '24h', after: 'off' },
      }),
    );
    expect(await screen.findByRole('menuitemradio', { name: 'Off', checked: true })).toBeVisible();
    expect(item('24 hours before')).toHaveAttribute('aria-checked', 'false');
  });

  it('writes the choice to the person’s record at once', async () => {
    const { storeState } = await expectSaga(chooseDueReminderLead, dueReminderLeadChosen('1h'))
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .call(commitPersonalEdit, ada.uid, { doc: 'dueReminderLead', before: '24h', after: '1h' })
      .run();
    expect(storeState.user.record?.dueReminderLead).toBe('1h');
    expect(storeState.notices.items).toEqual([]);
  });

  it('writes nothing for the choice already made', async () => {
    await expectSaga(chooseDueReminderLead, dueReminderLeadChosen('24h'))
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .not.call.fn(commitPersonalEdit)
      .run();
  });

  it('puts the previous choice back when the server refuses, and says so', async () => {
    const { storeState } = await expectSaga(chooseDueReminderLead, dueReminderLeadChosen('off'))
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(commitPersonalEdit), throwError(permissionDenied())]])
      .run();
    expect(storeState.user.record?.dueReminderLead ?? '24h').toBe('24h');
    expect(storeState.notices.items[0]?.text).toBe(
      'We couldn’t change your due reminders (the server refused it). The change was undone.',
    );
  });
});
