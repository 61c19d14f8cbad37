// The two colour themes, as CSS custom properties that index.html defines before any script
// runs (webpack.config.js writes them into its <style>): the page is painted in the person's
// theme from its first frame, and switching themes re-renders nothing. src/styles/theme.ts
// names each colour as var(--color-<name>); tests/unit/theme/palettes.test.ts checks both lists
// match and that text keeps 4.5:1 on the surfaces it sits on.

/** Light: the app's original colours. */
const light = {
  background: '#f4f5f7',
  surface: '#ffffff',
  surfaceHover: '#f7f8f9',
  // A surface over a board's colour (the header's notes, the Add a list button).
  glass: 'rgba(255, 255, 255, 0.92)',
  text: '#172b4d',
  // Secondary text: at least 4.5:1 on every light surface here, the lists' grey included.
  muted: '#505f79',
  border: '#dfe1e6',
  sunken: '#ebecf0',
  // Behind white text on a board's colour (header, tiles): a darker tint, so the text keeps at
  // least its contrast with the bare colour. A white tint took that below 4.5:1.
  onFill: 'rgba(9, 30, 66, 0.25)',
  onFillHover: 'rgba(9, 30, 66, 0.4)',
  subtleHover: 'rgba(9, 30, 66, 0.08)',
  primary: '#0c66e4',
  primaryHover: '#0055cc',
  primaryText: '#ffffff',
  danger: '#ae2e24',
  dangerHover: '#8f241c',
  dangerText: '#ffffff',
  dangerSurface: '#ffeceb',
  warningSurface: '#fff7d6',
  overlay: 'rgba(9, 30, 66, 0.54)',
  focus: '#388bff',
};

/** Dark: light text on near-black greys; fills light enough to carry dark text. */
const dark = {
  background: '#1d2125',
  surface: '#22272b',
  surfaceHover: '#2c333a',
  glass: 'rgba(34, 39, 43, 0.92)',
  text: '#dee4ea',
  muted: '#a1b0bf',
  border: '#3d474f',
  sunken: '#161a1d',
  onFill: 'rgba(0, 0, 0, 0.3)',
  onFillHover: 'rgba(0, 0, 0, 0.45)',
  subtleHover: 'rgba(255, 255, 255, 0.08)',
  primary: '#579dff',
  primaryHover: '#85b8ff',
  primaryText: '#0b1a30',
  danger: '#f87168',
  dangerHover: '#fd9891',
  dangerText: '#1d2125',
  dangerSurface: '#42221f',
  warningSurface: '#533f04',
  overlay: 'rgba(0, 0, 0, 0.6)',
  focus: '#85b8ff',
};

const cssName = (name) =>
  `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const declarations = (palette, scheme) =>
  [
    `color-scheme: ${scheme};`,
    ...Object.entries(palette).map(([name, value]) => `${cssName(name)}: ${value};`),
  ].join(' ');

/**
 * The <style> of index.html: light by default, dark when the system prefers it, and the
 * person's Theme setting (data-theme on <html>, set by index.html's first script) over both.
 */
function themeStyleSheet() {
  return [
    `:root { ${declarations(light, 'light')} }`,
    `@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { ${declarations(dark, 'dark')} } }`,
    `:root[data-theme='dark'] { ${declarations(dark, 'dark')} }`,
    // The page before the app's own styles arrive: already in the theme's colours.
    'body { background: var(--color-background); color: var(--color-text); }',
  ].join('\n');
}

module.exports = { palettes: { light, dark }, cssName, themeStyleSheet };
