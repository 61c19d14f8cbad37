import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palettes } from '../../src/styles/palettes';

const root = path.join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8'));

/** Width and height from a PNG's header (IHDR, right after the 8-byte signature). */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(root, 'public', file));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('installs as Boards, standalone, in the theme’s colours', () => {
    expect(manifest).toMatchObject({
      name: 'Boards',
      short_name: 'Boards',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: palettes.light.primary,
      background_color: palettes.light.background,
    });
  });

  it('names 192 and 512 pixel icons, plain and maskable, that exist at those sizes', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
  });
});
