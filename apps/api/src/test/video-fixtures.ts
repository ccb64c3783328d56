// Crafted videos for the metadata strippers (issue 24): each hides the phone's position
// (PHONE_POSITION) somewhere a player does not look, next to media bytes that must survive.
import { PHONE_POSITION } from './upload-utils.ts';

/** Bytes standing for encoded frames: must come through the upload unchanged. */
export const FRAME = Buffer.from('FRAME-DATA-0123456789'.repeat(8), 'latin1');

const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([be32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};

const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
const xmp = Buffer.from(`<x:xmpmeta><rdf:Description exif:GPSLatitude="18,55.32N" xmp:Location="${PHONE_POSITION}"/></x:xmpmeta>`, 'latin1');
const xyz = () => box('udta', box('\u00a9xyz', Buffer.from([0, PHONE_POSITION.length, 0x15, 0xc7]), Buffer.from(PHONE_POSITION, 'latin1')));

function mvhd(seconds: number) {
  const payload = Buffer.alloc(100);
  payload.writeUInt32BE(1000, 12);
  payload.writeUInt32BE(seconds * 1000, 16);
  return box('mvhd', payload);
}

/** A video track whose sample table holds `stblExtra` (and an avc1 entry with its own udta). */
function videoTrak(stblExtra: Buffer[] = [], stszBytes = 20) {
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from('vide', 'latin1'), Buffer.alloc(13));
  const avc1 = box('avc1', Buffer.alloc(78), box('avcC', Buffer.from([1, 0x64, 0, 0x1f, 0xff])), xyz());
  const stsd = box('stsd', Buffer.alloc(4), be32(1), avc1);
  const stbl = box('stbl', stsd, box('stts', Buffer.alloc(8)), box('stsz', Buffer.alloc(stszBytes)), box('stco', Buffer.alloc(8)), ...stblExtra);
  const minf = box('minf', box('vmhd', Buffer.alloc(12)), box('dinf', box('dref', Buffer.alloc(8))), stbl);
  return box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', box('mdhd', Buffer.alloc(24)), hdlr, minf));
}

const ftyp = () => box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]));
const mdat = () => box('mdat', FRAME);

export const mp4Cases = {
  /** Adobe XMP in a top-level uuid box. */
  'a top-level uuid XMP box': () => Buffer.concat([ftyp(), box('uuid', XMP_UUID, xmp), mdat(), box('moov', mvhd(7), videoTrak())]),
  /** Microsoft's Xtra box, at the top level. */
  'a top-level Xtra box': () => Buffer.concat([ftyp(), mdat(), box('moov', mvhd(7), videoTrak()), box('Xtra', Buffer.from(`WM/Location ${PHONE_POSITION}`, 'latin1'))]),
  /** udta inside the sample table, and inside the avc1 sample entry. */
  'udta under stbl': () => Buffer.concat([ftyp(), mdat(), box('moov', mvhd(7), videoTrak([xyz()]))]),
  /** A movie box over 16 MB (a long recording's sample table) with the position in moov/udta. */
  'a moov over 16 MB': () => Buffer.concat([ftyp(), mdat(), box('moov', mvhd(7), videoTrak([], 17 * 1024 * 1024), xyz())]),
};

// ---- WebM (EBML) ----

/** An EBML element: id bytes, an 8-byte size (or unknown), data. */
const el = (id: number[], ...data: Buffer[]) => {
  const body = Buffer.concat(data);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01; // 8-byte vint marker
  return Buffer.concat([Buffer.from(id), size, body]);
};
const unknownSize = (id: number[], ...data: Buffer[]) => Buffer.concat([Buffer.from(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), ...data]);
const text = (s: string) => Buffer.from(s, 'latin1');

/** A WebM with the position in Tags, a Title and an Attachment; the segment of unknown size, as live recorders write it. */
export function webmWithLocation(): Buffer {
  const header = el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], text('webm')), el([0x42, 0x87], Buffer.from([4])));
  const info = el([0x15, 0x49, 0xa9, 0x66], el([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), el([0x7b, 0xa9], text(`Parked at ${PHONE_POSITION}`)), el([0x4d, 0x80], text('phone')));
  const tracks = el([0x16, 0x54, 0xae, 0x6b], el([0xae], el([0xd7], Buffer.from([1])), el([0x86], text('V_VP9'))));
  const cluster = unknownSize([0x1f, 0x43, 0xb6, 0x75], el([0xe7], Buffer.from([0])), el([0xa3], FRAME));
  const tags = el([0x12, 0x54, 0xc3, 0x67], el([0x73, 0x73], el([0x67, 0xc8], el([0x45, 0xa3], text('RECORDING_LOCATION')), el([0x44, 0x87], text(PHONE_POSITION)))));
  const attachments = el([0x19, 0x41, 0xa4, 0x69], el([0x61, 0xa7], el([0x46, 0x6e], text('where.txt')), el([0x46, 0x5c], text(PHONE_POSITION))));
  return Buffer.concat([header, unknownSize([0x18, 0x53, 0x80, 0x67], info, tracks, cluster, tags, attachments)]);
}

// ---- AVI (RIFF) ----

const chunk = (id: string, data: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(id, 'latin1'), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};
const list = (type: string, ...chunks: Buffer[]) => chunk('LIST', Buffer.concat([Buffer.from(type, 'latin1'), ...chunks]));

/** An AVI with the position in LIST INFO, XMP (_PMX), EXIF in strd, and JUNK. */
export function aviWithLocation(): Buffer {
  const strl = list('strl', chunk('strh', Buffer.alloc(56)), chunk('strf', Buffer.alloc(40)), chunk('strd', text(`AVIF Exif GPS ${PHONE_POSITION}`)), chunk('strn', text('rear camera')));
  const hdrl = list('hdrl', chunk('avih', Buffer.alloc(56)), strl, chunk('JUNK', text(`camera notes ${PHONE_POSITION}`)));
  const info = list('INFO', chunk('ICMT', text(`Shot at ${PHONE_POSITION}`)), chunk('ISFT', text('phone')));
  const movi = list('movi', chunk('00dc', FRAME), chunk('01wb', FRAME));
  const riff = chunk('RIFF', Buffer.concat([text('AVI '), hdrl, info, chunk('_PMX', xmp), movi, chunk('idx1', Buffer.alloc(32))]));
  return riff;
}
