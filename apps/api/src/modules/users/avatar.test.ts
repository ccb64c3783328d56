import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----gaadi${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const image = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })[format]().toBuffer();

describe('avatar upload (contract 3.9)', () => {
  const t = useTestApp();
  const upload = async (auth: Record<string, string>, field: string, type: string, data: Buffer) => {
    const body = multipart(field, 'photo', type, data);
    return t.app.inject({ method: 'POST', url: '/api/v1/users/me/avatar/', headers: { ...auth, ...body.headers }, payload: body.payload });
  };
  const stored = (url: string) => readFileSync(join(t.config.dataDir, 'uploads', new URL(url).pathname.replace(/^\/media\//, '')));

  it('accepts JPEG, PNG and WebP under any field name and answers absolute URLs', async () => {
    const { auth } = await createUser(t.ctx);
    const urls: string[] = [];
    for (const [format, field] of [['jpeg', 'avatar'], ['png', 'video'], ['webp', 'anything']] as const) {
      const res = await upload(auth, field, 'application/octet-stream', await image(format));
      expect(res.statusCode).toBe(200);
      const { avatar, avatar_url } = res.json().data;
      expect(avatar).toBe(avatar_url);
      expect(avatar).toMatch(/^http:\/\/localhost:3000\/media\/avatars\/[0-9a-f-]{36}\.jpg$/);
      const meta = await sharp(stored(avatar)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeLessThanOrEqual(512);
      urls.push(avatar);
    }
    // Replaced avatars are deleted from storage.
    expect(() => stored(urls[0]!)).toThrow(/ENOENT/);
    expect(() => stored(urls[1]!)).toThrow(/ENOENT/);
    const me = (await t.app.inject({ url: '/api/v1/users/me/', headers: auth })).json().data;
    expect(me.avatar).toMatch(/avatars\/.+\.jpg$/);
    expect(me.profile.avatar).toBe(me.avatar);
  });

  it('applies the orientation and strips EXIF (GPS) from the stored image', async () => {
    const { auth } = await createUser(t.ctx);
    const withExif = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#08f' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(auth, 'avatar', 'image/jpeg', withExif);
    expect(res.statusCode).toBe(200);
    const file = stored(res.json().data.avatar);
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.includes(Buffer.from('secret-location'))).toBe(false);
    expect(meta.height).toBeGreaterThan(meta.width!); // rotated upright: 200x400 before the square crop limit
  });

  it('rejects non-images by their bytes, whatever they claim', async () => {
    const { auth } = await createUser(t.ctx);
    const res = await upload(auth, 'avatar', 'image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_FILE_TYPE');
    const gif = await upload(auth, 'avatar', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(gif.json().error.code).toBe('INVALID_FILE_TYPE');
    const broken = await upload(auth, 'avatar', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]));
    expect(broken.json().error.code).toBe('INVALID_FILE_TYPE');
  });

  it('rejects a file over 5 MB with 413 FILE_TOO_LARGE (contract 1.7)', async () => {
    const { auth } = await createUser(t.ctx);
    const big = Buffer.concat([await image('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(auth, 'avatar', 'image/jpeg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('asks for a file when none is sent', async () => {
    const { auth } = await createUser(t.ctx);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/avatar/', headers: auth, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('FILE_REQUIRED');
    const boundary = '----empty';
    const onlyField = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/avatar/',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json().error.code).toBe('FILE_REQUIRED');
  });

  it('answers a multipart type without a boundary, or a garbled body, with 400 and details', async () => {
    const { auth } = await createUser(t.ctx);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/avatar/', headers: { ...auth, 'content-type': contentType }, payload: 'abc' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { non_field_errors: [expect.any(String)] } });
    }
  });

  it('needs a user bearer', async () => {
    const body = multipart('avatar', 'a.jpg', 'image/jpeg', await image('jpeg'));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/avatar/', headers: body.headers, payload: body.payload });
    expect(res.statusCode).toBe(401);
  });
});
