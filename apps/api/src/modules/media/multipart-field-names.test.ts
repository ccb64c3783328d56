// Issue 24: a multipart part named after an Object.prototype property (`__proto__`,
// `constructor`…) is the client's mistake: 400 VALIDATION_ERROR with details, like every other
// unreadable upload, never the parser's own code and text.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { testJpeg } from '../../test/upload-utils.ts';

/** A multipart body written by hand: FormData would not send every name as given. */
function rawMultipart(parts: Array<{ name: string; filename?: string; data: Buffer | string; type?: string }>) {
  const boundary = '----gaadi-proto-test';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('multipart parts named like Object.prototype properties', () => {
  const t = useTestApp();
  let auth: Record<string, string>;
  let jpeg: Buffer;

  beforeAll(async () => {
    auth = (await createUser(t.ctx)).auth;
    jpeg = await testJpeg(64, 48);
  });

  const post = (url: string, body: ReturnType<typeof rawMultipart>) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...auth, ...body.headers }, payload: body.payload });

  for (const url of ['/upload/car-images/', '/upload/car-video/', '/users/me/avatar/']) {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      it(`answers VALIDATION_ERROR with details for a ${name} text field or file on ${url}`, async () => {
        for (const part of [{ name, data: 'x' }, { name, filename: 'a.jpg', data: jpeg, type: 'image/jpeg' }]) {
          const res = await post(url, rawMultipart([part]));
          expect(res.statusCode).toBe(400);
          const { error } = res.json();
          expect(error.code).toBe('VALIDATION_ERROR');
          expect(error.message).not.toMatch(/prototype/i);
          expect(Object.values(error.details as Record<string, string[]>).flat().length).toBeGreaterThan(0);
        }
      });
    }
  }

  it('answers VALIDATION_ERROR with details for a JSON field that is not JSON', async () => {
    const res = await post('/upload/car-images/', rawMultipart([{ name: 'carId', data: '{nope', type: 'application/json' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.any(Object) });
  });
});
