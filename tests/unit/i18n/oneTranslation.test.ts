// `npm run i18n:check` fails when one message has two translations in a language: the bundles
// merge every folder's catalog, so only one of them would ever show (scripts/lib/oneTranslation.cjs).
const { differentTranslations } = require('../../../scripts/lib/oneTranslation.cjs') as {
  differentTranslations: (
    entries: { file: string; locale: string; id: string; source: string; translation: string }[],
  ) => string[];
};

const entry = (file: string, locale: string, id: string, translation: string) => ({
  file,
  locale,
  id,
  source: id === 'a1' ? 'Loading…' : 'Done',
  translation,
});

describe('one translation per message', () => {
  it('names a message translated two ways in one language, with each file', () => {
    expect(
      differentTranslations([
        entry('src/features/lists/locales/de.po', 'de', 'a1', 'Wird geladen …'),
        entry('src/app/locales/de.po', 'de', 'a1', 'Wird geladen…'),
        entry('src/features/cards/locales/de.po', 'de', 'a1', 'Wird geladen…'),
      ]),
    ).toEqual([
      '"Loading…" has 2 de translations (the bundle keeps one): src/app/locales/de.po: "Wird geladen…"; src/features/cards/locales/de.po: "Wird geladen…"; src/features/lists/locales/de.po: "Wird geladen …". Give it the same one everywhere.',
    ]);
  });

  it('lets the same translation repeat, each language differ, and another message differ', () => {
    expect(
      differentTranslations([
        entry('src/a/locales/de.po', 'de', 'a1', 'Wird geladen…'),
        entry('src/b/locales/de.po', 'de', 'a1', 'Wird geladen…'),
        entry('src/a/locales/ar.po', 'ar', 'a1', 'جارٍ التحميل…'),
        entry('src/a/locales/de.po', 'de', 'b2', 'Erledigt'),
        entry('src/b/locales/de.po', 'de', 'b2', ''),
      ]),
    ).toEqual([]);
  });
});
