import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPrivateFilePath } from '../features/books-admin/book-file-store';
import { contentTypeOf, isSafeKey, type FileStore } from '../lib/file-store/file-store';

const PREFIX = '/files/';
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Covers, pictures and avatars at `/files/<key>`: straight from the disk with @fastify/static
 * (ranges, ETags) for the local store, streamed from the bucket for S3. Books' own files are read
 * only through `GET /api/book/{id}/file/{type}`, which checks the book is active.
 */
export const storedFilesPlugin = fp(async (app: FastifyInstance, { files }: { files: FileStore }) => {
  if (files.root) {
    await app.register(fastifyStatic, {
      root: files.root,
      prefix: PREFIX,
      allowedPath: (pathName) => !isPrivateFilePath(pathName),
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', CACHE_CONTROL),
    });
    return;
  }
  app.get(`${PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = keyOf(request.url);
    const file = key && !isPrivateFilePath(key) ? await files.open(key) : null;
    if (!file) return reply.callNotFound();
    return reply
      .header('content-type', contentTypeOf(key!))
      .header('content-length', file.size)
      .header('cache-control', CACHE_CONTROL)
      .send(file.stream);
  });
});

/** The store key a `/files/…` address names, or null when it names none. */
function keyOf(url: string): string | null {
  const path = url.split('?')[0].slice(PREFIX.length);
  try {
    const key = decodeURIComponent(path);
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}
