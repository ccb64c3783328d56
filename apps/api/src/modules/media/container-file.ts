// Random access to an uploaded video on disk for the metadata strippers (MP4/MOV, WebM, AVI):
// reads served from a 64 KB window (walking thousands of chunk headers costs few system calls),
// in-place writes, and a budget of headers so that a file made of millions of tiny boxes is
// refused instead of walked for minutes.
import { open, type FileHandle } from 'node:fs/promises';

const WINDOW = 64 * 1024;
/** Headers a walk may read: a camera's 50 MB file has a few thousand. */
const MAX_HEADERS = 500_000;

/** The container is not what it claims (a box past its parent, a walk too long): refuse the upload. */
export class MalformedContainer extends Error {}

export class ContainerFile {
  private window = Buffer.alloc(0);
  private windowStart = 0;
  private headers = 0;
  changed = 0;

  private constructor(
    private readonly fh: FileHandle,
    readonly size: number,
  ) {}

  static async open(path: string): Promise<ContainerFile> {
    const fh = await open(path, 'r+');
    return new ContainerFile(fh, (await fh.stat()).size);
  }

  /** Counts one header read against the budget. */
  header(): void {
    if (++this.headers > MAX_HEADERS) throw new MalformedContainer('too many boxes');
  }

  /** Up to `length` bytes at `position` (fewer at the end of the file). */
  async read(position: number, length: number): Promise<Buffer> {
    const end = Math.min(this.size, position + length);
    if (position >= end) return Buffer.alloc(0);
    if (position < this.windowStart || end > this.windowStart + this.window.length) {
      if (length > WINDOW) {
        const buf = Buffer.alloc(end - position);
        await this.fh.read(buf, 0, buf.length, position);
        return buf;
      }
      const buf = Buffer.alloc(Math.min(WINDOW, this.size - position));
      const { bytesRead } = await this.fh.read(buf, 0, buf.length, position);
      this.window = buf.subarray(0, bytesRead);
      this.windowStart = position;
    }
    return this.window.subarray(position - this.windowStart, end - this.windowStart);
  }

  async write(position: number, data: Buffer): Promise<void> {
    await this.fh.write(data, 0, data.length, position);
    this.window = Buffer.alloc(0);
  }

  /** Zeros [from, to). */
  async zero(from: number, to: number): Promise<void> {
    const zeros = Buffer.alloc(Math.min(WINDOW, Math.max(0, to - from)));
    for (let p = from; p < to; p += zeros.length) await this.fh.write(zeros, 0, Math.min(zeros.length, to - p), p);
    this.window = Buffer.alloc(0);
  }

  close(): Promise<void> {
    return this.fh.close();
  }
}

/** Opens the file, runs the stripper, always closes it. */
export async function withContainerFile<T>(path: string, strip: (file: ContainerFile) => Promise<T>): Promise<T> {
  const file = await ContainerFile.open(path);
  try {
    return await strip(file);
  } finally {
    await file.close();
  }
}
