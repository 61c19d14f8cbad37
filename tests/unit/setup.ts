import '@testing-library/jest-dom';

// Every signed-in session follows the person's inbox (features/notifications): in these tests an
// empty one, never Firestore (tests/unit/fakeNotifications.ts; saga tests give their own answers).
jest.mock(
  '../../src/services/notifications',
  () => require('./fakeNotifications').fakeNotifications,
);

// A card's files (features/attachments), followed while its details are open: none, never
// Firestore (tests/unit/fakeAttachments.ts).
jest.mock('../../src/services/attachments', () => require('./fakeAttachments').fakeAttachments);
