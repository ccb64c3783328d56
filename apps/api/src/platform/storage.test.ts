// Local storage and S3 storage, the latter against a real S3-protocol server (s3rver).
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../test/s3-server.ts';
import { createLocalStorage, createS3Storage, safeKey } from './storage.ts';

describe('S3 storage (AWS SDK against s3rver)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.stop();
  });
  const storageFor = (publicUrl = '') =>
    createS3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', publicUrl });

  it('stores a buffer and a streamed file, serves both at their public URL, and deletes them', async () => {
    const storage = storageFor();
    const file = join(mkdtempSync(join(tmpdir(), 'gaadi-s3-src-')), 'clip.mp4');
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    writeFileSync(file, big);
    await storage.put('cars/a b.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
    await storage.putFile('videos/clip.mp4', file, 'video/mp4');

    const image = await fetch(storage.url('cars/a b.jpg'));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await image.text()).toBe('jpeg-bytes');
    const video = await fetch(storage.url('videos/clip.mp4'));
    expect(Buffer.from(await video.arrayBuffer()).equals(big)).toBe(true);

    await storage.delete('cars/a b.jpg');
    await storage.delete('cars/never-there.jpg');
    expect((await fetch(storage.url('cars/a b.jpg'))).status).toBe(404);
    storage.close?.();
  });

  it('reads back the exact bytes stored, and null for a key never stored or deleted', async () => {
    const storage = storageFor();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put('cars/read-me.jpg', bytes, 'image/jpeg');
    expect((await storage.get('cars/read-me.jpg'))?.equals(bytes)).toBe(true);
    expect(await storage.get('cars/never-there.jpg')).toBeNull();
    await storage.delete('cars/read-me.jpg');
    expect(await storage.get('cars/read-me.jpg')).toBeNull();
    storage.close?.();
  });

  it('builds URLs on the public base when one is configured', () => {
    const storage = storageFor('https://cdn.example.in/');
    expect(storage.url('cars/x.jpg')).toBe('https://cdn.example.in/cars/x.jpg');
    expect(storageFor().url('cars/x.jpg')).toBe(`${s3.endpoint}/${s3.bucket}/cars/x.jpg`);
    expect(storage.localRoot).toBeNull();
  });

  it('fails when the server refuses the credentials', async () => {
    // s3rver checks the key id (it does not recompute SigV4 signatures).
    const storage = createS3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', accessKeyId: 'NOBODY', secretAccessKey: 'x', publicUrl: '' });
    await expect(storage.put('k.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Access Key Id/);
  });
});

describe('local storage', () => {
  it('writes under its root, copies files, deletes, and refuses keys that climb out', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gaadi-local-'));
    const storage = createLocalStorage(root, 'http://localhost:3000');
    await storage.put('cars/a.jpg', Buffer.from('a'), 'image/jpeg');
    const src = join(root, 'src.bin');
    writeFileSync(src, 'streamed');
    await storage.putFile('videos/v.mp4', src, 'video/mp4');
    expect(readFileSync(join(root, 'videos/v.mp4'), 'utf8')).toBe('streamed');
    expect(storage.url('cars/a.jpg')).toBe('http://localhost:3000/media/cars/a.jpg');
    await storage.delete('cars/a.jpg');
    expect(existsSync(join(root, 'cars/a.jpg'))).toBe(false);
    expect(safeKey('../etc/passwd')).toBe('etc/passwd');
    expect(() => safeKey('/etc/passwd')).toThrow(/Unsafe/);
  });

  it('reads back the bytes stored, null for a missing key, and refuses keys that climb out', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gaadi-local-'));
    const storage = createLocalStorage(root, 'http://localhost:3000');
    await storage.put('cars/b.jpg', Buffer.from('photo-bytes'), 'image/jpeg');
    expect((await storage.get('cars/b.jpg'))?.toString()).toBe('photo-bytes');
    expect(await storage.get('cars/missing.jpg')).toBeNull();
    await storage.delete('cars/b.jpg');
    expect(await storage.get('cars/b.jpg')).toBeNull();
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Unsafe/);
  });
});
