// A real S3-protocol server for tests (s3rver, on npm): the app's S3 storage talks to it over HTTP
// with real SigV4 signatures, and objects are read back through their public URLs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startS3Server(bucket = 'gaadi-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'gaadi-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver's fixed credentials.
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
