// Test helpers: multipart bodies for app.inject and generated images (used only by *.test.ts).
import sharp from 'sharp';

export type FormPart = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** Bytes and content type of a multipart body, built by the platform's own FormData encoder. */
export async function multipartBody(parts: FormPart[]) {
  const form = new FormData();
  for (const p of parts) {
    if ('data' in p) form.append(p.name, new Blob([new Uint8Array(p.data)], { type: p.type ?? 'application/octet-stream' }), p.filename);
    else form.append(p.name, p.value);
  }
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

export const imageParts = (files: Buffer[], name = 'images') =>
  files.map((data, i) => ({ name, filename: `photo-${i + 1}.jpg`, data, type: 'image/jpeg' }));

export function testJpeg(width = 1200, height = 800, color = '#3366cc') {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 80 }).toBuffer();
}

/** A JPEG carrying camera make and GPS position in its EXIF block. */
export function jpegWithGps() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' } })
    .toBuffer();
}

/** True when an EXIF block holds the GPS IFD pointer tag (0x8825) in either byte order. */
export const hasGpsTag = (exif: Buffer | undefined) => !!exif && /8825|2588/.test(exif.toString('hex'));

/** 64 megapixels of white: a ~200 kB PNG that would need ~190 MB to decode. */
export function pixelBombPng() {
  return sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The smallest MP4 header the sniffer and duration reader accept: ftyp + moov/mvhd (10 s). */
export function tinyMp4(seconds = 10): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0])]);
  const mvhd = Buffer.alloc(108);
  mvhd.writeUInt32BE(108, 0);
  mvhd.write('mvhd', 4, 'latin1');
  mvhd.writeUInt32BE(1000, 20); // timescale
  mvhd.writeUInt32BE(seconds * 1000, 24); // duration
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 116]), Buffer.from('moov'), mvhd]);
  return Buffer.concat([ftyp, moov, Buffer.alloc(2048)]);
}

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** Where the phone was: the ISO 6709 string cameras write (here the Gateway of India). */
export const PHONE_POSITION = '+18.9220+072.8347/';

/**
 * A phone-style MP4: ftyp, a media box of `mediaBytes`, then the movie box at the end with the
 * position in moov/udta/©xyz, a track with its own udta, and Apple's moov/meta location key.
 */
export function mp4WithLocation(seconds = 8, mediaBytes = 4096): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(seconds * 1000, 16); // duration
  const xyz = Buffer.concat([Buffer.from([0, PHONE_POSITION.length, 0x15, 0xc7]), Buffer.from(PHONE_POSITION, 'latin1')]);
  const udta = box('udta', box('\u00a9xyz', xyz));
  const trak = box('trak', box('tkhd', Buffer.alloc(84)), box('udta', box('name', Buffer.from('rear camera'))));
  const meta = box('meta', Buffer.alloc(4), box('keys', Buffer.from('com.apple.quicktime.location.ISO6709')), box('ilst', Buffer.from(PHONE_POSITION)));
  return Buffer.concat([
    box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0])),
    box('mdat', Buffer.alloc(mediaBytes, 0xab)),
    box('moov', box('mvhd', mvhd), trak, udta, meta),
  ]);
}
