import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/file-store/s3-file-store';

export interface LocalS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on a free local port (s3rver, files in a temporary folder) with one
 * empty bucket; it speaks the same signed REST calls as AWS, MinIO or R2.
 */
export async function startLocalS3(bucket = 'polytsia-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'polytsia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
