// `node scripts/makeIcons.mjs`: draws the app's icons (three white lists of cards on the theme's
// colour) into public/icons/ as PNG files. Run once and commit the files; run again only when the
// drawing or the manifest's theme_color changes. Needs nothing but Node (zlib writes the PNG).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8'));
const background = hexColor(manifest.theme_color);
const foreground = [255, 255, 255];

function hexColor(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Inside a rectangle with rounded corners (all in units of the icon's side, 0..1)? */
function inRoundedRect(x, y, { left, top, width, height, radius }) {
  if (x < left || x > left + width || y < top || y > top + height) return false;
  const cx = Math.min(Math.max(x, left + radius), left + width - radius);
  const cy = Math.min(Math.max(y, top + radius), top + height - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * The drawing: a tile of the theme colour and three lists of different lengths. `artScale`
 * shrinks the lists toward the centre (maskable icons keep them inside the safe circle);
 * `tileRadius` 0 fills the whole square (maskable and Apple icons are cropped by the system).
 */
function shapeAt(x, y, { artScale, tileRadius }) {
  if (!inRoundedRect(x, y, { left: 0, top: 0, width: 1, height: 1, radius: tileRadius }))
    return 'none';
  const u = 0.5 + (x - 0.5) / artScale;
  const v = 0.5 + (y - 0.5) / artScale;
  const lists = [
    { left: 0.16, height: 0.56 },
    { left: 0.4, height: 0.4 },
    { left: 0.64, height: 0.68 },
  ];
  const onList = lists.some(({ left, height }) =>
    inRoundedRect(u, v, { left, top: 0.16, width: 0.2, height, radius: 0.05 }),
  );
  return onList ? 'list' : 'tile';
}

/** RGBA pixels, each averaged over 4×4 samples so the curves are smooth. */
function draw(size, style) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const shape = shapeAt(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            style,
          );
          if (shape === 'none') continue;
          const [cr, cg, cb] = shape === 'list' ? foreground : background;
          r += cr;
          g += cg;
          b += cb;
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      // Colours are averaged over the covered samples only, so edges fade in alpha, not to black.
      pixels[offset] = a ? Math.round(r / a) : 0;
      pixels[offset + 1] = a ? Math.round(g / a) : 0;
      pixels[offset + 2] = a ? Math.round(b / a) : 0;
      pixels[offset + 3] = Math.round((255 * a) / samples ** 2);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG: each row gets filter byte 0 (none), then zlib. */
function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // depth 8, colour type RGBA, default compression/filter/interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const plain = { artScale: 1, tileRadius: 0.18 };
// The maskable safe zone is the centre circle of 80% of the side: the lists fit in it at 0.7.
const fullBleed = { artScale: 0.7, tileRadius: 0 };
const icons = [
  ['icon-192.png', 192, plain],
  ['icon-512.png', 512, plain],
  ['icon-maskable-192.png', 192, fullBleed],
  ['icon-maskable-512.png', 512, fullBleed],
  ['apple-touch-icon.png', 180, { artScale: 0.8, tileRadius: 0 }],
];
for (const [name, size, style] of icons) {
  writeFileSync(path.join(root, 'public/icons', name), encodePng(size, draw(size, style)));
  console.log(`public/icons/${name} (${size}×${size})`);
}
