// Draws the installed app's icons from public/logo.svg into public/icons/ (committed: run again
// only when the logo changes). The manifest (vite.config.ts) and index.html name these files.
//
//   icon-192.png, icon-512.png   the logo as it is (rounded corners, transparent outside them)
//   maskable-512.png             the logo on a full-bleed brand square, at 80%: the launcher may
//                                cut any shape from the centre 80% circle, the house stays whole
//   apple-touch-icon.png         180 px, full-bleed like the maskable one (iOS fills transparency
//                                with black and rounds the corners itself)
//   find-rooms-96.png, messages-96.png   the manifest's shortcuts
//
// Usage: node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'public', 'icons');
const logo = readFileSync(path.join(root, 'public', 'logo.svg'), 'utf8');
const BRAND = '#2563eb';

/** The logo's own drawing, to nest in another SVG at a given size and place. */
const logoBody = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The logo centred on a full-bleed brand square, taking `share` of its side. */
function fullBleed(share) {
  const side = 64 * share;
  const at = (64 - side) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${BRAND}"/>` +
    `<svg x="${at}" y="${at}" width="${side}" height="${side}" viewBox="0 0 64 64">${logoBody}</svg>` +
    `</svg>`
  );
}

/** A shortcut's icon: a white line drawing (24-unit grid, as lucide's) on the brand's tile. */
function shortcut(lines) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${BRAND}"/>` +
    `<g transform="translate(14 14) scale(1.5)" fill="none" stroke="#fff" stroke-width="2.25" ` +
    `stroke-linecap="round" stroke-linejoin="round">${lines}</g></svg>`
  );
}

const ICONS = [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['maskable-512.png', fullBleed(0.8), 512],
  ['apple-touch-icon.png', fullBleed(0.8), 180],
  ['find-rooms-96.png', shortcut('<circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>'), 96],
  ['messages-96.png', shortcut('<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z"/>'), 96],
];

mkdirSync(out, { recursive: true });
for (const [name, svg, size] of ICONS) {
  // Drawn at the target size from the vector, not scaled down from a bitmap.
  const density = Math.ceil((72 * size) / 64);
  await sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.log(`public/icons/${name}: ${size}x${size}`);
}
