// What a file is, decided by its first bytes: names and declared types are the client's word.

export type ImageKind = 'jpeg' | 'png' | 'webp';
export interface VideoKind {
  ext: 'mp4' | 'mov' | 'webm' | 'avi';
  mime: string;
}

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  return null;
}

// QuickTime files written by old cameras may start with one of these atoms instead of ftyp.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniffVideo(buf: Buffer): VideoKind | null {
  if (buf.length < 12) return null;
  const box = ascii(buf, 4, 8);
  if (box === 'ftyp') {
    return ascii(buf, 8, 12) === 'qt  ' ? { ext: 'mov', mime: 'video/quicktime' } : { ext: 'mp4', mime: 'video/mp4' };
  }
  if (QUICKTIME_ATOMS.has(box)) return { ext: 'mov', mime: 'video/quicktime' };
  if (buf[0] === 0x1a && buf[1] === 0x45 && buf[2] === 0xdf && buf[3] === 0xa3) {
    // EBML: WebM declares its DocType near the start (Matroska files say "matroska").
    return ascii(buf, 0, Math.min(buf.length, 64)).includes('webm') ? { ext: 'webm', mime: 'video/webm' } : null;
  }
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'AVI ') return { ext: 'avi', mime: 'video/x-msvideo' };
  return null;
}
