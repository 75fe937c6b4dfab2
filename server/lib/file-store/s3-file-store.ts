import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, contentTypeOf, isSafeKey, type FileStore } from './file-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2, …); AWS itself when left out. */
  endpoint?: string;
  /** `bucket` as the first path step instead of a subdomain, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** The file store as an S3-compatible bucket; the server streams public files from it at `/files/`. */
export function createS3FileStore(settings: S3Settings): FileStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  async function get(key: string) {
    if (!isSafeKey(key)) return null;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return answer.Body ? { body: answer.Body as Readable, size: answer.ContentLength ?? 0 } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    client,
    async write(key, content) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: content, ContentType: contentTypeOf(key) }),
      );
    },
    async read(key) {
      const found = await get(key);
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async open(key) {
      const found = await get(key);
      return found ? { stream: found.body, size: found.size } : null;
    },
    async remove(...keys) {
      const Objects = keys.filter(isSafeKey).map((Key) => ({ Key }));
      if (Objects.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    },
  };
}
