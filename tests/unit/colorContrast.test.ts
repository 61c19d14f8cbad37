// WCAG contrast of the colours the app puts text on: every board colour (the board header and
// the dashboard tiles sit on it, with the header's "Boards" link on a tint of it) and the theme's
// text colours on its surfaces, in the light and the dark theme. Normal-size text needs 4.5:1
// (WCAG 2 AA, 1.4.3).
import { COLOR_KEYS, PALETTE } from '../../src/domain/palette';
import { palettes } from '../../src/styles/palettes';

type Rgb = [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const rgb = [0, 2, 4].map((at) => parseInt(hex[1]!.slice(at, at + 2), 16)) as Rgb;
    return { rgb, alpha: 1 };
  }
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba) throw new Error(`Not a colour this test reads: ${color}`);
  return { rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], alpha: Number(rgba[4]) };
}

/** `top` painted over the opaque `bottom`. */
function over(top: string, bottom: string): string {
  const { rgb, alpha } = parse(top);
  const base = parse(bottom).rgb;
  const mixed = rgb.map((value, at) => Math.round(value * alpha + base[at]! * (1 - alpha)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(color: string): number {
  const [r, g, b] = parse(color).rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(text: string, background: string): number {
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('colour contrast', () => {
  it('reads the WCAG ratios right', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // The board header's link before the fix: white on a white tint of blue, 3.66:1.
    expect(contrast('#ffffff', over('rgba(255, 255, 255, 0.2)', PALETTE.blue.fill))).toBeCloseTo(
      3.66,
      2,
    );
  });

  describe.each(['light', 'dark'] as const)('the %s theme', (name) => {
    const colors = palettes[name];

    it.each(COLOR_KEYS)('%s: its text, and the header link on its tints, reach 4.5:1', (key) => {
      const { fill, text } = PALETTE[key];
      expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, over(colors.onFill, fill))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, over(colors.onFillHover, fill))).toBeGreaterThanOrEqual(4.5);
    });

    it.each([
      ['surface', colors.surface],
      ['background', colors.background],
      ['sunken (a list)', colors.sunken],
    ])('text and muted text reach 4.5:1 on %s', (_name, surface) => {
      expect(contrast(colors.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.muted, surface)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
