// File storage behind one interface: local under DATA_DIR/uploads (served at /media/) by default,
// an S3-compatible bucket when S3_* is configured (app.ts picks one).
import { createHash, createHmac } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Config } from './config.ts';

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Absolute URL of a stored key (contract 2.4). */
  url(key: string): string;
  /** Local directory served at /media/, when storage is local. */
  localRoot: string | null;
}

function safeKey(key: string): string {
  const k = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (k.startsWith('/') || k.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return k;
}

export function createLocalStorage(root: string, publicUrl: string): Storage {
  return {
    localRoot: root,
    async put(key, body) {
      const path = join(root, safeKey(key));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async delete(key) {
      await rm(join(root, safeKey(key)), { force: true });
    },
    url: (key) => `${publicUrl}/media/${key}`,
  };
}

export type S3Config = NonNullable<Config['s3']>;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding that SigV4 wants for each path segment. */
const encodeSegment = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  /** Lower-case names; host, x-amz-date and x-amz-content-sha256 are added. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
  service?: string;
}

/** AWS Signature Version 4 for one request (path-style, no query string). Returns headers to send. */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
  };
  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const canonicalHeaders = names.map((n) => `${n}:${String(headers[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, input.url.pathname, '', canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** S3, MinIO, R2 and friends through path-style URLs: PUT and DELETE are all the app needs. */
export function createS3Storage(s3: S3Config, fetchImpl: typeof fetch = fetch): Storage {
  const base = s3.endpoint.replace(/\/$/, '');
  const objectUrl = (key: string) => new URL(`${base}/${encodeSegment(s3.bucket)}/${safeKey(key).split('/').map(encodeSegment).join('/')}`);
  const publicBase = (s3.publicUrl || `${base}/${s3.bucket}`).replace(/\/$/, '');
  async function send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = objectUrl(key);
    const headers = signV4({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256(body ?? ''),
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      date: new Date(),
    });
    delete headers.host; // fetch sets it
    const res = await fetchImpl(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    // Deleting a missing object is fine (S3 answers 204 anyway; some servers 404).
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      throw new Error(`Object storage ${method} ${key} failed with HTTP ${res.status}`);
    }
    await res.arrayBuffer().catch(() => undefined);
  }
  return {
    localRoot: null,
    put: (key, body, contentType) => send('PUT', key, body, contentType),
    delete: (key) => send('DELETE', key),
    url: (key) => `${publicBase}/${key}`,
  };
}
