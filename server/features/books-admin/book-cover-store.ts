import { randomBytes } from 'node:crypto';
import { COVER_HEIGHT, COVER_WIDTH } from '#core/constants';
import type { FileStore } from '../../lib/file-store/file-store';
import { badRequest } from '../../lib/http-error';
import { decodeImage, readImageHeader } from '../../lib/image-intake';

/** The largest cover picture accepted (before it is resized). */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;

const FOLDER = 'covers';
const STORED = /^covers\/[\w-]+\.webp$/;

const retinaOf = (path: string) => path.replace(/\.webp$/, '@2x.webp');

/**
 * Crops (centre, after EXIF rotation) and resizes an uploaded picture of at least 200×310 to the
 * cover sizes of spec §5 and §9 — 200×310 and twice that for dense screens — as WebP under
 * `covers/` of the file store, once its header passed the intake's format and pixel checks. Answers the path `books.coverPath` keeps
 * (docs/decisions/0004); the name is new on every upload, so no browser keeps a stale cover.
 */
export async function storeCover(files: FileStore, urlName: string, input: Buffer): Promise<string> {
  const { width, height } = await readImageHeader(input, 'admin-books.errors.coverInvalid');
  // A smaller picture would be blown up into a blurred cover.
  if (width < COVER_WIDTH || height < COVER_HEIGHT)
    throw badRequest('admin-books.errors.coverTooSmall', { width: COVER_WIDTH, height: COVER_HEIGHT });
  const stem = urlName.replace(/[^\w-]+/g, '-').slice(0, 80);
  const path = `${FOLDER}/${stem}-${randomBytes(6).toString('hex')}.webp`;
  for (const [scale, target] of [
    [1, path],
    [2, retinaOf(path)],
  ] as const) {
    const image = await decodeImage(input)
      .rotate()
      .resize(COVER_WIDTH * scale, COVER_HEIGHT * scale, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        // A sound header over broken pixel data.
        throw badRequest('admin-books.errors.coverInvalid');
      });
    await files.write(target, image);
  }
  return path;
}

/** Removes both sizes of a cover kept in the file store; links elsewhere are left alone. */
export async function removeCover(files: FileStore, coverPath: string | null) {
  if (!coverPath || !STORED.test(coverPath)) return;
  await files.remove(coverPath, retinaOf(coverPath));
}
