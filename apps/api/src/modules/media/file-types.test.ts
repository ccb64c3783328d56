import { describe, expect, it } from 'vitest';
import { sniffImage, sniffVideo } from './file-types.ts';
import { testJpeg, tinyMp4 } from '../../test/upload-utils.ts';

const riff = (kind: string) => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(kind), Buffer.alloc(20)]);

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffImage(await testJpeg(10, 10))).toBe('jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(riff('WEBP'))).toBe('webp');
  });

  it('refuses text, GIF, SVG, executables and empty files', () => {
    for (const data of [Buffer.from('hello'), Buffer.from('GIF89a....'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('MZ\x90\x00'), Buffer.alloc(0)]) {
      expect(sniffImage(data)).toBeNull();
    }
  });
});

describe('sniffVideo', () => {
  it('knows MP4, QuickTime, WebM and AVI', () => {
    expect(sniffVideo(tinyMp4())).toEqual({ ext: 'mp4', mime: 'video/mp4' });
    const qt = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  '), Buffer.alloc(20)]);
    expect(sniffVideo(qt)?.ext).toBe('mov');
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(20)]);
    expect(sniffVideo(webm)?.ext).toBe('webm');
    expect(sniffVideo(riff('AVI '))?.ext).toBe('avi');
  });

  it('refuses images and text', async () => {
    expect(sniffVideo(await testJpeg(10, 10))).toBeNull();
    expect(sniffVideo(Buffer.from('definitely not a movie'))).toBeNull();
    expect(sniffVideo(riff('WEBP'))).toBeNull();
  });
});
