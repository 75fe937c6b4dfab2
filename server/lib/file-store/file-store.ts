import { extname } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/**
 * Where covers, pictures, avatars and books' own files are kept: a folder on the local disk by
 * default, an S3-compatible bucket when one is configured (docs/decisions/0027). Keys are paths
 * relative to the store (`covers/dune-1a2b3c.webp`), served to browsers at `/files/<key>`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** The folder of a local store, which @fastify/static serves; a bucket has none. */
  readonly root?: string;
  write(key: string, content: Buffer): Promise<void>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A stream of the file with its size, or null when there is none. */
  open(key: string): Promise<OpenedFile | null>;
  /** Removes the files; a key with no file is passed over. */
  remove(...keys: string[]): Promise<void>;
}

/** A key that stays inside the store: relative, no `..` step, no backslash or NUL. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !/[\\\0]/.test(key) &&
    key.split('/').every((step) => step !== '' && step !== '.' && step !== '..')
  );
}

export function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Not a file-store key: ${JSON.stringify(key)}`);
  return key;
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** The type a public file is served with (only pictures are public: books' files go through their call). */
export function contentTypeOf(key: string): string {
  return contentTypes[extname(key).toLowerCase()] ?? 'application/octet-stream';
}
