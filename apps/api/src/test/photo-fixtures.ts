// Photo-like test images for the duplicate-photo flag (issue 15): shapes and gradients whose
// brightness varies across the frame as a car photo's does (a flat colour has no gradients to hash).
import sharp from 'sharp';

/** A 1600×1200 JPEG scene; `seed` picks the shapes, so two seeds are two different photos. */
export function scenePhoto(seed: number): Promise<Buffer> {
  let s = seed * 9301 + 49297;
  const rnd = () => ((s = (s * 9301 + 49297) % 233280) / 233280);
  const shapes = Array.from({ length: 14 }, () => {
    const [x, y, r] = [rnd() * 1600, rnd() * 1200, 60 + rnd() * 260];
    const c = `rgb(${Math.round(rnd() * 255)},${Math.round(rnd() * 255)},${Math.round(rnd() * 255)})`;
    return rnd() < 0.5 ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>` : `<rect x="${x}" y="${y}" width="${r * 1.6}" height="${r}" fill="${c}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${seed % 200},90,160)"/><stop offset="1" stop-color="#f4e8c0"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The same photo as a re-poster would have it: downscaled and re-encoded at low quality. */
export function recompressed(photo: Buffer, width = 700, quality = 55): Promise<Buffer> {
  return sharp(photo).resize({ width }).jpeg({ quality }).toBuffer();
}
