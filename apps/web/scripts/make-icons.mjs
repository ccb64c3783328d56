// Makes the web app manifest's PNG icons (issue 25 item 4) from the logo, with sharp (a dependency
// of apps/api). The PNGs are committed (apps/web/public/icons/); run again after a logo change:
//   node apps/web/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const here = (p) => new URL(p, import.meta.url).pathname;
const logo = readFileSync(here('../public/logo.svg'), 'utf8').trim();
// The car alone (the logo without its rounded square), for the maskable icon's full-bleed background.
const car = logo.replace(/<rect[^>]*\/>/, '');
// Maskable: the platform crops to a circle or squircle; everything that matters stays within the
// central 80 % (the safe zone), so the car is drawn at 60 % of the side on a full blue square.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="#3b82f6"/><g transform="translate(12.8 12.8) scale(0.6)">${car.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g></svg>`;

const out = [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['maskable-512.png', maskable, 512],
];
for (const [name, svg, size] of out) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(here(`../public/icons/${name}`));
  console.log(name);
}
