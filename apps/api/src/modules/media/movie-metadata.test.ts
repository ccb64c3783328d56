import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movieDuration, stripMovieMetadata } from './movie-metadata.ts';
import { mp4WithLocation, PHONE_POSITION, tinyMp4 } from '../../test/upload-utils.ts';

const dir = mkdtempSync(join(tmpdir(), 'gaadi-movie-'));
const fileWith = (data: Buffer) => {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(path, data);
  return path;
};

describe('stripMovieMetadata', () => {
  it('blanks the position and every udta/meta box in place, leaving media and size intact', async () => {
    const original = mp4WithLocation(8, 4096);
    expect(original.toString('latin1')).toContain(PHONE_POSITION);
    const path = fileWith(original);
    const { duration, blanked } = await stripMovieMetadata(path);
    const after = readFileSync(path);
    expect(duration).toBe(8);
    expect(blanked).toBe(3); // moov/udta, moov/meta, trak/udta
    expect(after.length).toBe(original.length);
    const text = after.toString('latin1');
    expect(text).not.toContain(PHONE_POSITION);
    expect(text).not.toContain('\u00a9xyz');
    expect(text).not.toContain('udta');
    expect(text).not.toContain('com.apple.quicktime.location');
    expect(text).not.toContain('rear camera');
    // The media bytes and the movie header are untouched.
    const mdat = original.indexOf('mdat', 0, 'latin1');
    expect(after.subarray(mdat, mdat + 4100).equals(original.subarray(mdat, mdat + 4100))).toBe(true);
    expect(text).toContain('mvhd');
  });

  it('reads the duration of a file without metadata and changes nothing', async () => {
    const original = tinyMp4(12);
    const path = fileWith(original);
    expect(await stripMovieMetadata(path)).toEqual({ duration: 12, blanked: 0 });
    expect(readFileSync(path).equals(original)).toBe(true);
  });

  it('survives garbage and truncated boxes', async () => {
    expect(await stripMovieMetadata(fileWith(Buffer.alloc(64)))).toEqual({ duration: null, blanked: 0 });
    const truncated = mp4WithLocation().subarray(0, 60);
    expect((await stripMovieMetadata(fileWith(truncated))).duration).toBeNull();
    expect(movieDuration(Buffer.from([0, 0, 0, 3, 0x6d, 0x76, 0x68, 0x64]))).toBeNull();
  });
});
