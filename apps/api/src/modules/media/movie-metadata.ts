// MP4 and QuickTime files carry the phone's position (udta/©xyz, 3GPP loci, Apple's
// meta/keys "com.apple.quicktime.location.ISO6709", XMP in a `uuid` box, Microsoft's `Xtra`) and
// other personal metadata in boxes anywhere in the file. As photos are re-encoded without EXIF,
// every box a player does not need is blanked in place: its type becomes `free` (players skip it)
// and its bytes zeros. Sizes and offsets stay the same, so the media data and its chunk offsets
// are untouched.
//
// The walk keeps only the boxes it knows to be media structure, at every level, whatever the
// file's or the movie box's size (issue 24: a `uuid` or `Xtra` box at the top, `udta` under
// `stbl`, a movie box over 16 MB all kept the position). Inside sample descriptions, where codecs
// add boxes of their own, personal-metadata boxes are blanked by name. It reads box headers (and
// the movie header) only. A file whose boxes do not nest is refused (MalformedContainer).
import { MalformedContainer, withContainerFile, type ContainerFile } from './container-file.ts';

/** Boxes kept in each container (children of anything else listed are not walked). */
const KEEP: Record<string, ReadonlySet<string>> = {
  '': new Set(['ftyp', 'styp', 'moov', 'mdat', 'free', 'skip', 'wide', 'moof', 'mfra', 'sidx', 'ssix', 'prft']),
  moov: new Set(['mvhd', 'trak', 'mvex', 'iods', 'pssh', 'free', 'skip']),
  trak: new Set(['tkhd', 'edts', 'mdia', 'tref', 'tapt', 'load', 'clip', 'matt', 'imap', 'txas', 'free', 'skip']),
  edts: new Set(['elst']),
  mdia: new Set(['mdhd', 'hdlr', 'minf', 'elng']),
  minf: new Set(['vmhd', 'smhd', 'hmhd', 'nmhd', 'sthd', 'gmhd', 'dinf', 'stbl', 'hdlr', 'free', 'skip']),
  dinf: new Set(['dref']),
  stbl: new Set(['stsd', 'stts', 'ctts', 'cslg', 'stss', 'stsh', 'stps', 'sdtp', 'stsc', 'stsz', 'stz2', 'stco', 'co64', 'padb', 'subs', 'sbgp', 'sgpd', 'saiz', 'saio', 'free', 'skip']),
  mvex: new Set(['mehd', 'trex', 'leva']),
  moof: new Set(['mfhd', 'traf', 'pssh']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sdtp', 'sbgp', 'sgpd', 'subs', 'saiz', 'saio', 'senc']),
  mfra: new Set(['tfra', 'mfro']),
};
/** Containers whose children are walked (the rest of KEEP's keys). */
const CONTAINERS = new Set(Object.keys(KEEP).filter(Boolean));
/** Blanked wherever they appear inside a sample description. */
const PERSONAL = new Set(['udta', 'meta', 'uuid', 'XMP_', 'Xtra', 'loci', '\u00a9xyz', 'keys', 'ilst']);
/** Bytes before the child boxes of a sample entry, after its header, by track handler. */
const SAMPLE_ENTRY_FIELDS: Record<string, number> = { vide: 78, soun: 28 };

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

/** Box header at `p` in [p, end); null when there is no room for one. Sizes past `end` are the caller's to judge. */
async function boxAt(file: ContainerFile, p: number, end: number): Promise<(Box & { claimed: number }) | null> {
  if (p + 8 > end) return null;
  file.header();
  const h = await file.read(p, 16);
  let size = h.readUInt32BE(0);
  let headerSize = 8;
  if (size === 1) {
    if (h.length < 16) throw new MalformedContainer('cut short');
    size = Number(h.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) {
    size = end - p;
  }
  if (size < headerSize) throw new MalformedContainer('box smaller than its header');
  return { type: h.toString('latin1', 4, 8), start: p, headerSize, end: Math.min(p + size, end), claimed: p + size };
}

/** Seconds from a movie header payload (mvhd); null when odd. */
export function mvhdDuration(payload: Buffer): number | null {
  if (payload.length < 28) return null;
  const v1 = payload[0] === 1;
  if (v1 && payload.length < 32) return null;
  const timescale = payload.readUInt32BE(v1 ? 20 : 12);
  const duration = v1 ? Number(payload.readBigUInt64BE(24)) : payload.readUInt32BE(16);
  return timescale ? Math.round((duration / timescale) * 100) / 100 : null;
}

/** Seconds from a movie box's bytes (mvhd among its children); null when absent or odd. */
export function movieDuration(moov: Buffer): number | null {
  let p = 0;
  while (p + 8 <= moov.length) {
    const size = moov.readUInt32BE(p);
    if (size < 8 || p + size > moov.length) return null;
    if (moov.toString('latin1', p + 4, p + 8) === 'mvhd') return mvhdDuration(moov.subarray(p + 8, p + size));
    p += size;
  }
  return null;
}

class Walk {
  duration: number | null = null;
  blanked = 0;
  constructor(private readonly file: ContainerFile) {}

  /** Type `free` and zeros. A box of type zero (trailing padding some writers leave) keeps its type and is not counted. */
  async blank(box: Box) {
    await this.file.zero(box.start + box.headerSize, box.end);
    if (box.type === '\0\0\0\0') return;
    await this.file.write(box.start + 4, Buffer.from('free', 'latin1'));
    this.blanked++;
  }

  /** The children of `parent` (kind: its type, '' for the file) in [from, to). */
  async children(kind: string, from: number, to: number, handler: string | null = null): Promise<void> {
    let p = from;
    while (p + 8 <= to) {
      const box = (await boxAt(this.file, p, to))!;
      if (box.claimed > to) {
        // A recording cut short leaves its media box unfinished; any other box must fit.
        if (!(kind === '' && box.type === 'mdat')) throw new MalformedContainer(`${box.type} runs past its parent`);
      }
      await this.visit(kind, box, handler);
      p = box.end;
    }
  }

  private async visit(parent: string, box: Box, handler: string | null) {
    if (!KEEP[parent]!.has(box.type)) return this.blank(box);
    const body = box.start + box.headerSize;
    if (box.type === 'mvhd') this.duration = mvhdDuration(await this.file.read(body, Math.min(32, box.end - body)));
    if (box.type === 'mdia') handler = await this.handlerOf(body, box.end);
    if (box.type === 'stsd') return this.sampleDescriptions(body, box.end, handler);
    if (CONTAINERS.has(box.type)) await this.children(box.type, body, box.end, handler);
  }

  /** The track's handler type (vide, soun…) from mdia/hdlr. */
  private async handlerOf(from: number, to: number): Promise<string | null> {
    let p = from;
    while (p + 8 <= to) {
      const box = (await boxAt(this.file, p, to))!;
      if (box.type === 'hdlr') return (await this.file.read(box.start + box.headerSize + 8, 4)).toString('latin1');
      p = box.end;
    }
    return null;
  }

  /** stsd: version/flags, count, then one sample entry per codec with its own boxes after fixed fields. */
  private async sampleDescriptions(from: number, to: number, handler: string | null) {
    let p = from + 8;
    while (p + 8 <= to) {
      const entry = (await boxAt(this.file, p, to))!;
      if (entry.claimed > to) throw new MalformedContainer('sample entry runs past stsd');
      let fields = handler ? SAMPLE_ENTRY_FIELDS[handler] : undefined;
      if (fields !== undefined && handler === 'soun') {
        // QuickTime sound descriptions version 1 and 2 carry 16 and 36 more bytes.
        const version = (await this.file.read(entry.start + entry.headerSize + 8, 2)).readUInt16BE(0);
        fields += version === 1 ? 16 : version === 2 ? 36 : 0;
      }
      if (fields !== undefined) await this.personalInside(entry.start + entry.headerSize + fields, entry.end);
      p = entry.end;
    }
  }

  /** Codec boxes of a sample entry: personal-metadata ones are blanked, the rest left as written. */
  private async personalInside(from: number, to: number) {
    let p = from;
    while (p + 8 <= to) {
      const box = await boxAt(this.file, p, to);
      if (!box || box.claimed > to) return; // codec-specific bytes that are not boxes: nothing we know
      if (PERSONAL.has(box.type)) await this.blank(box);
      p = box.end;
    }
  }
}

/** Blanks every box of an MP4/QuickTime file a player does not need, in place; returns the duration. */
export async function stripMovieMetadata(path: string): Promise<{ duration: number | null; blanked: number }> {
  return withContainerFile(path, async (file) => {
    const walk = new Walk(file);
    await walk.children('', 0, file.size);
    return { duration: walk.duration, blanked: walk.blanked };
  });
}
