// WebM (Matroska) files carry free text and tags (SimpleTag "RECORDING_LOCATION", a title, cover
// art and other attachments, chapter names) besides the media. As MP4 boxes are blanked
// (movie-metadata.ts), every element a player does not need is overwritten in place with an EBML
// Void element of the same length: offsets, the seek index and the clusters stay as they were
// (issue 24). Kept at segment level: SeekHead, Info (less its Title), Tracks, Cluster, Cues.
import { MalformedContainer, withContainerFile, type ContainerFile } from './container-file.ts';

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Info: 0x1549a966,
  Tracks: 0x1654ae6b,
  Cluster: 0x1f43b675,
  Cues: 0x1c53bb6b,
  Void: 0xec,
  CRC32: 0xbf,
  Title: 0x7ba9,
} as const;

const SEGMENT_KEEP = new Set<number>([ID.SeekHead, ID.Info, ID.Tracks, ID.Cluster, ID.Cues, ID.Void, ID.CRC32]);
/** Children a Cluster of unknown size may have: the first other id ends it. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, ID.Void, ID.CRC32]);

interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** null for an element of unknown size (live recordings: Segment, Cluster). */
  end: number | null;
}

/** An EBML variable-size integer at `buf[0]`: its length and value (marker removed); null if invalid. */
function vint(buf: Buffer, keepMarker: boolean): { length: number; value: number; allOnes: boolean } | null {
  const first = buf[0];
  if (!first) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || buf.length < length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[i]!;
    allOnes &&= buf[i] === 0xff;
  }
  return { length, value, allOnes };
}

async function elementAt(file: ContainerFile, p: number): Promise<Element | null> {
  if (p >= file.size) return null;
  file.header();
  const head = await file.read(p, 12);
  const id = vint(head, true);
  if (!id || id.length > 4) throw new MalformedContainer('bad element id');
  const size = vint(head.subarray(id.length), false);
  if (!size) throw new MalformedContainer('bad element size');
  const dataStart = p + id.length + size.length;
  return { id: id.value, start: p, dataStart, end: size.allOnes ? null : dataStart + size.value };
}

/** The EBML Void element filling exactly `length` bytes (at least 2): id, size, zeros. */
function voidHeader(length: number): Buffer {
  const width = Math.min(8, length - 1);
  const header = Buffer.alloc(1 + width);
  header[0] = ID.Void;
  let value = length - 1 - width;
  for (let i = width; i >= 1; i--) {
    header[i] = value % 256;
    value = Math.floor(value / 256);
  }
  header[1] = header[1]! | (0x80 >> (width - 1));
  return header;
}

class Walk {
  voided = 0;
  constructor(private readonly file: ContainerFile) {}

  private async voidOut(from: number, to: number) {
    await this.file.zero(from, to);
    await this.file.write(from, voidHeader(to - from));
    this.voided++;
  }

  /** Where an element of unknown size ends: after its children, at the first id it cannot hold. */
  private async unknownEnd(e: Element, children: ReadonlySet<number> | null, limit: number): Promise<number> {
    let p = e.dataStart;
    for (;;) {
      const child = await elementAt(this.file, p);
      if (!child || (children && !children.has(child.id))) return p;
      p = child.end ?? (await this.unknownEnd(child, CLUSTER_CHILDREN, limit));
      if (p > limit) throw new MalformedContainer('element runs past its parent');
    }
  }

  async file_(): Promise<void> {
    let p = 0;
    while (p < this.file.size) {
      const e = (await elementAt(this.file, p))!;
      const end = e.end ?? this.file.size;
      if (end > this.file.size) throw new MalformedContainer('element runs past the file');
      if (e.id === ID.Segment) await this.segment(e.dataStart, end);
      else if (e.id !== ID.EBML && e.id !== ID.Void) await this.voidOut(e.start, end);
      p = end;
    }
  }

  private async segment(from: number, to: number) {
    let p = from;
    while (p < to) {
      const e = (await elementAt(this.file, p))!;
      const end = e.end ?? (e.id === ID.Cluster ? await this.unknownEnd(e, CLUSTER_CHILDREN, to) : to);
      if (end > to) throw new MalformedContainer('element runs past the segment');
      if (!SEGMENT_KEEP.has(e.id)) await this.voidOut(e.start, end);
      else if (e.id === ID.Info) await this.info(e.dataStart, end);
      p = end;
    }
  }

  /** Segment information: the title is free text; the rest is timing and the writing app. */
  private async info(from: number, to: number) {
    let p = from;
    while (p < to) {
      const e = (await elementAt(this.file, p))!;
      if (e.end === null || e.end > to) throw new MalformedContainer('bad info element');
      if (e.id === ID.Title) await this.voidOut(e.start, e.end);
      p = e.end;
    }
  }
}

/** Voids the tags, attachments, chapters, title and unknown elements of a WebM file in place. */
export async function stripWebmMetadata(path: string): Promise<{ voided: number }> {
  return withContainerFile(path, async (file) => {
    const walk = new Walk(file);
    await walk.file_();
    return { voided: walk.voided };
  });
}
