// What "literal text outside the catalogs" means here (eslint-plugin-lingui's
// no-unlocalized-strings, on src/): any string with a letter that could reach the screen, unless
// it is plainly code (no spaces and not a capitalised word: ids, keys, class names, kinds) or
// sits where text never shows (styles, attributes like role or type, errors for developers).
// A rare true exception (a language's own name, the app's name) takes an eslint-disable comment
// that says why. See docs/i18n.md.
module.exports = {
  ignore: [
    // Code, not words: no spaces and not starting with a capital ("board", "cardDue", "a.b").
    '^(?![A-Z])\\S*$',
    // CONSTANT_CASE, HTTP-ish tokens, CSS lengths and colours.
    '^[A-Z0-9_:.-]+$',
    // Dates and times as code writes them.
    '^[YMDHhmsTZ:/. -]+$',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|class|style|css|id|key|role|type|name|href|to|src|srcSet|rel|target|method|as|variant|\\$\\w+|data-.*|tone|kind|status|mode|view|lang|dir|inputMode|autoComplete|pattern|accept|htmlFor|form|width|height|viewBox|d|fill|stroke|xmlns|testId|displayName|path|field|code|step)$',
      },
    },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
  ],
  ignoreFunctions: [
    'Error',
    'TypeError',
    'RangeError',
    'console.*',
    'createSlice',
    'createAction',
    'createSelector',
    'require',
    'import',
    'styled',
    'styled.*',
    'css',
    'keyframes',
    'createGlobalStyle',
    'Intl.*',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    '*.addEventListener',
    '*.removeEventListener',
    '*.querySelector',
    '*.querySelectorAll',
    '*.getElementById',
    '*.matchMedia',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.split',
    '*.join',
    '*.replace',
    '*.get',
    '*.set',
    '*.has',
    'useMediaQuery',
    'matchMedia',
  ],
};
