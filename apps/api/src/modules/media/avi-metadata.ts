// AVI (RIFF) files carry text tags in LIST INFO (place names, comments, dates), XMP in `_PMX`,
// EXIF in `strd` or JUNK from some cameras, and other chunks players skip. As MP4 boxes are
// blanked (movie-metadata.ts), every chunk a player does not need becomes a zeroed `JUNK` chunk of
// the same size, in place: offsets and the index stay valid (issue 24). Kept: the headers
// (avih, strh, strf, indx, odml), the media list (movi: stream chunks, indexes, rec lists) and idx1.
import { MalformedContainer, withContainerFile, type ContainerFile } from './container-file.ts';

/** Chunks kept, by the list (or RIFF form) holding them; LISTs are named by their list type. */
const KEEP: Record<string, ReadonlySet<string>> = {
  'AVI ': new Set(['LIST:hdrl', 'LIST:movi', 'idx1']),
  AVIX: new Set(['LIST:movi']),
  hdrl: new Set(['avih', 'LIST:strl', 'LIST:odml']),
  strl: new Set(['strh', 'strf', 'indx']),
  odml: new Set(['dmlh']),
  movi: new Set(['LIST:rec ']),
  'rec ': new Set([]),
};
/** Stream data in movi: two stream digits then db, dc, wb, pc, tx (or an ix## index). */
const STREAM_CHUNK = /^(\d\d(db|dc|wb|pc|tx)|ix\d\d)$/;

class Walk {
  junked = 0;
  constructor(private readonly file: ContainerFile) {}

  /** Becomes JUNK with zeros (a JUNK chunk is zeroed too: cameras leave text in it). */
  private async junk(start: number, end: number, wasJunk: boolean) {
    await this.file.zero(start + 8, end);
    if (wasJunk) return;
    await this.file.write(start, Buffer.from('JUNK', 'latin1'));
    this.junked++;
  }

  /** The chunks of a list (or RIFF form) `kind` in [from, to). */
  async chunks(kind: string, from: number, to: number): Promise<void> {
    let p = from;
    while (p + 8 <= to) {
      this.file.header();
      const h = await this.file.read(p, 12);
      const id = h.toString('latin1', 0, 4);
      const size = h.readUInt32LE(4);
      const end = p + 8 + size + (size % 2);
      const listType = id === 'LIST' ? h.toString('latin1', 8, 12) : null;
      const name = listType ? `LIST:${listType}` : id;
      const media = kind === 'movi' || kind === 'rec ';
      // A recording cut short may end inside its media list; anything else must fit (a last pad byte aside).
      if (end > to + 1 && !(media || name === 'LIST:movi')) throw new MalformedContainer(`${name} runs past its list`);
      const last = Math.min(end, to);
      const kept = KEEP[kind]!.has(name) || (media && STREAM_CHUNK.test(id));
      if (!kept) await this.junk(p, last, id === 'JUNK');
      else if (listType && KEEP[listType]) await this.chunks(listType, p + 12, last);
      p = end;
    }
  }
}

/** Turns every AVI chunk a player does not need into zeroed JUNK, in place. */
export async function stripAviMetadata(path: string): Promise<{ junked: number }> {
  return withContainerFile(path, async (file) => {
    const walk = new Walk(file);
    let p = 0;
    // RIFF 'AVI ' first, then RIFF 'AVIX' extensions of large (OpenDML) files.
    while (p + 12 <= file.size) {
      file.header();
      const h = await file.read(p, 12);
      const form = h.toString('latin1', 8, 12);
      if (h.toString('latin1', 0, 4) !== 'RIFF' || !(form === 'AVI ' || form === 'AVIX')) throw new MalformedContainer('not a RIFF AVI form');
      const end = Math.min(file.size, p + 8 + h.readUInt32LE(4));
      await walk.chunks(form, p + 12, end);
      p = end + ((end - p) % 2);
    }
    return { junked: walk.junked };
  });
}
