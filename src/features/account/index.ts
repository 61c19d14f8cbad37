// The account feature's public entry: the signed-in person's menu in every header, and the
// dashboard header's link to My cards (the menu holds it too, for headers without room), and the
// due reminders' setting.
export { AccountMenu } from './AccountMenu';
export { dueRemindersSaga, dueReminderLeadChosen } from './dueReminders';
export { MyCardsHeaderLink } from './MyCardsLink';
