// Prints a .po catalog compiled to a CommonJS module, as @lingui/loader compiles it for webpack:
// the unit tests' transform (tests/unit/poTransform.cjs) runs it, since Jest transforms are
// synchronous and Lingui's compiler is not.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { getConfig } = require('@lingui/conf');
const { getCatalogs, getCatalogForFile, createCompiledCatalog } = require('@lingui/cli/api');

const file = path.resolve(process.argv[2]);
const config = getConfig({ cwd: path.dirname(file) });
const found = getCatalogForFile(path.relative(config.rootDir, file), await getCatalogs(config));
if (!found) throw new Error(`${file} is not one of the catalogs in lingui.config.js.`);
const { messages } = await found.catalog.getTranslations(found.locale, {
  fallbackLocales: config.fallbackLocales,
  sourceLocale: config.sourceLocale,
});
const { source } = createCompiledCatalog(found.locale, messages, {
  strict: false,
  namespace: 'cjs',
});
process.stdout.write(source);
