// A feature reaches another feature only through its public entry (src/features/<name>/index.ts),
// so a feature's files can move and change without breaking the rest of the app.
const path = require('node:path');

const FEATURES = path.join(__dirname, '..', 'src', 'features');

/** The feature a file belongs to, and the path below it ('' for the feature folder itself). */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, below: rest.join('/') };
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts' },
    schema: [],
    messages: {
      internal:
        "'{{source}}' reaches into the {{feature}} feature: import from its public entry ('{{entry}}') instead.",
    },
  },
  create(context) {
    const importer = featureOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!target || (importer && target.name === importer.name)) return;
      if (target.below === '' || target.below === 'index' || target.below === 'index.ts') return;
      // A feature's message catalogs are data that src/i18n's bundles gather (docs/i18n.md).
      if (target.below.startsWith('locales/') && target.below.endsWith('.po')) return;
      const entry = path
        .relative(path.dirname(context.filename), path.join(FEATURES, target.name))
        .split(path.sep)
        .join('/');
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { source, feature: target.name, entry: entry.startsWith('.') ? entry : `./${entry}` },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
