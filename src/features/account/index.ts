// The account feature's public entry: the signed-in person's menu in every header.
export { AccountMenu } from './AccountMenu';
export { dueRemindersSaga, dueReminderLeadChosen } from './dueReminders';
