// Lingui: where the app's words live. Every feature keeps its own catalogs beside its code
// (src/features/<name>/locales/<locale>.po), so a change to one feature's words touches only
// that feature's files; the shared folders have one catalog each. English is the source
// language: its catalogs hold the source words; German and Arabic hold their translations.
// `npm run i18n:extract` updates the catalogs from the code; `npm run i18n:check` (in `npm run
// lint`) fails when one is out of date or a translation is missing. See docs/i18n.md.
const { formatter } = require('@lingui/format-po');

const shared = (folder, exclude = []) => ({
  path: `<rootDir>/src/${folder}/locales/{locale}`,
  include: [`<rootDir>/src/${folder}/`],
  exclude: exclude.map((inner) => `<rootDir>/src/${folder}/${inner}/`),
});

module.exports = {
  sourceLocale: 'en',
  locales: ['en', 'de', 'ar'],
  fallbackLocales: { default: 'en' },
  // No line numbers: they would change (and conflict) with every edit above a message.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    shared('components'),
    shared('app'),
    // The failures the first screen can show have their own catalog, which ships with it.
    shared('messages', ['firstScreen']),
    shared('messages/firstScreen'),
    shared('domain'),
  ],
};
