// One translation per message: the bundles merge every folder's catalog (and a signed-in page
// loads the "shell" and "app" bundles into one Lingui instance), so when two folders translate
// the same message differently, whichever loads last wins, and the other folder's screen reads
// words its translator did not choose. Used by `node scripts/i18n.mjs check`.

/**
 * @param {{ file: string, locale: string, id: string, source: string, translation: string }[]} entries
 *   every translated message of every catalog (one entry per catalog and locale)
 * @returns {string[]} one problem per message translated two ways in a language, naming the files
 */
function differentTranslations(entries) {
  const byMessage = new Map();
  for (const entry of entries) {
    if (!entry.translation) continue;
    const key = `${entry.locale}\u0000${entry.id}`;
    const seen = byMessage.get(key) ?? [];
    seen.push(entry);
    byMessage.set(key, seen);
  }
  const problems = [];
  for (const seen of byMessage.values()) {
    const translations = new Set(seen.map((entry) => entry.translation));
    if (translations.size < 2) continue;
    const { locale, source } = seen[0];
    const ways = seen
      .slice()
      .sort((a, b) => a.file.localeCompare(b.file))
      .map((entry) => `${entry.file}: "${entry.translation}"`)
      .join('; ');
    problems.push(
      `"${source}" has ${translations.size} ${locale} translations (the bundle keeps one): ${ways}. Give it the same one everywhere.`,
    );
  }
  return problems.sort();
}

module.exports = { differentTranslations };
