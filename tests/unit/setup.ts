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

// Words come through Lingui's provider, as in the app (src/app/App.tsx): a component rendered
// on its own in a test gets it too, in English (the source words, compiled as the tests run).
jest.mock('@testing-library/react', () => {
  const actual = jest.requireActual('@testing-library/react');
  const { createElement } = jest.requireActual('react');
  const { I18nProvider } = jest.requireActual('@lingui/react');
  const { i18n } = jest.requireActual('../../src/i18n');
  const withWords = (Inner?: React.ComponentType<{ children: React.ReactNode }>) =>
    function Words({ children }: { children: React.ReactNode }) {
      const content = Inner ? createElement(Inner, null, children) : children;
      return createElement(I18nProvider, { i18n }, content);
    };
  return {
    ...actual,
    render: (ui: React.ReactElement, options: Record<string, unknown> = {}) =>
      actual.render(ui, { ...options, wrapper: withWords(options.wrapper as never) }),
    renderHook: (hook: unknown, options: Record<string, unknown> = {}) =>
      actual.renderHook(hook, { ...options, wrapper: withWords(options.wrapper as never) }),
  };
});
