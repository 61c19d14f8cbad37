import { cssName, palettes, themeStyleSheet } from '../../../src/styles/palettes';
import { theme } from '../../../src/styles/theme';

/** WCAG's contrast ratio of two "#rrggbb" colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s palette', (name) => {
  const palette = palettes[name];

  it('defines every colour the theme names, and only those', () => {
    expect(Object.keys(palette).sort()).toEqual(Object.keys(theme.colors).sort());
    for (const [key, value] of Object.entries(theme.colors)) {
      expect(value).toBe(`var(${cssName(key)})`);
    }
  });

  it.each([
    ['text', 'background'],
    ['text', 'surface'],
    ['text', 'sunken'],
    ['text', 'dangerSurface'],
    ['text', 'warningSurface'],
    ['muted', 'background'],
    ['muted', 'surface'],
    ['muted', 'sunken'],
    ['primary', 'surface'],
    ['primaryText', 'primary'],
    ['primaryText', 'primaryHover'],
    ['danger', 'surface'],
    ['danger', 'dangerSurface'],
    ['dangerText', 'danger'],
    ['dangerText', 'dangerHover'],
  ] as const)('keeps %s on %s at 4.5:1 or more', (fore, back) => {
    expect(contrast(palette[fore], palette[back])).toBeGreaterThanOrEqual(4.5);
  });
});

it('switches to dark by the system preference unless light is chosen, and by the setting', () => {
  const css = themeStyleSheet();
  expect(css).toContain(`@media (prefers-color-scheme: dark) { :root:not([data-theme='light'])`);
  expect(css).toContain(`:root[data-theme='dark'] { color-scheme: dark;`);
  expect(css).toContain(`--color-background: ${palettes.dark.background};`);
});
