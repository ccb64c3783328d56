// Issue 24: the phone's position survived in a top-level uuid (XMP) box, a movie box over 16 MB,
// udta under stbl, a top-level Xtra box, and in WebM and AVI files. Every container the upload
// accepts is cleaned in place, whatever its size, or refused when its structure does not hold.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { multipartBody, PHONE_POSITION } from '../../test/upload-utils.ts';
import { aviWithLocation, box, FRAME, mp4Cases, webmWithLocation } from '../../test/video-fixtures.ts';

describe('video uploads lose the position in every container (issue 24)', () => {
  const t = useTestApp({ env: { LIMIT_VIDEOS_PER_HOUR: '0' } });
  let auth: Record<string, string>;

  beforeAll(async () => {
    auth = (await createUser(t.ctx)).auth;
  });

  async function upload(data: Buffer, filename: string) {
    const body = await multipartBody([{ name: 'video', filename, data, type: 'application/octet-stream' }]);
    return t.app.inject({ method: 'POST', url: '/api/v1/upload/car-video/', headers: { ...auth, ...body.headers }, payload: body.payload });
  }
  /** Uploads, then reads the stored file back as it is served. */
  async function served(data: Buffer, filename: string) {
    const res = await upload(data, filename);
    expect(res.statusCode).toBe(200);
    const { video } = res.json().data;
    const file = await t.app.inject({ url: new URL(video.url).pathname });
    expect(file.statusCode).toBe(200);
    return { video, stored: file.rawPayload };
  }

  for (const [where, make] of Object.entries(mp4Cases)) {
    it(`strips an MP4's position from ${where}`, async () => {
      const original = make();
      expect(original.toString('latin1')).toContain(PHONE_POSITION);
      const { video, stored } = await served(original, 'drive.mp4');
      expect(stored.length).toBe(original.length);
      expect(stored.toString('latin1')).not.toContain(PHONE_POSITION);
      expect(stored.includes(FRAME)).toBe(true);
      // The movie header (and so the duration) is kept.
      expect(video.duration).toBe(7);
    });
  }

  it("strips a WebM's tags, title and attachments, leaving its clusters", async () => {
    const original = webmWithLocation();
    expect(original.toString('latin1')).toContain(PHONE_POSITION);
    const { video, stored } = await served(original, 'drive.webm');
    expect(video.url).toMatch(/\.webm$/);
    expect(stored.length).toBe(original.length);
    const text = stored.toString('latin1');
    expect(text).not.toContain(PHONE_POSITION);
    expect(text).not.toContain('RECORDING_LOCATION');
    expect(text).not.toContain('where.txt');
    expect(text).toContain('V_VP9');
    expect(stored.includes(FRAME)).toBe(true);
  });

  it("strips an AVI's INFO list, XMP, stream data and JUNK, leaving its frames and index", async () => {
    const original = aviWithLocation();
    expect(original.toString('latin1')).toContain(PHONE_POSITION);
    const { video, stored } = await served(original, 'drive.avi');
    expect(video.url).toMatch(/\.avi$/);
    expect(stored.length).toBe(original.length);
    const text = stored.toString('latin1');
    expect(text).not.toContain(PHONE_POSITION);
    expect(text).not.toContain('rear camera');
    expect(text).toContain('00dc');
    expect(text).toContain('idx1');
    expect(stored.includes(FRAME)).toBe(true);
  });

  it('refuses a movie whose boxes do not nest, with 400 and details', async () => {
    const broken = Buffer.concat([box('ftyp', Buffer.from('isom'), Buffer.alloc(4)), box('moov', Buffer.from([0, 0, 0x10, 0, ...Buffer.from('trak')]), Buffer.alloc(8))]);
    const res = await upload(broken, 'broken.mp4');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'INVALID_FILE_TYPE',
      message: 'File broken.mp4 is not a well-formed video (MP4, MOV, WebM or AVI)',
      details: { video: ['File broken.mp4 is not a well-formed video (MP4, MOV, WebM or AVI)'] },
    });
  });
});
