// Jest transform for .po message catalogs: the same compiled messages webpack's @lingui/loader
// makes, through scripts/lib/compilePo.mjs (Lingui's compiler is asynchronous; Jest's CommonJS
// transforms are not, so it runs in a child process, once per catalog and cached by Jest).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const compiler = path.join(__dirname, '../../scripts/lib/compilePo.mjs');

module.exports = {
  process(_source, filename) {
    return { code: execFileSync(process.execPath, [compiler, filename], { encoding: 'utf8' }) };
  },
};
