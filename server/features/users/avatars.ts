import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../lib/file-store/file-store';
import { badRequest } from '../../lib/http-error';
import { decodeImage, readImageHeader } from '../../lib/image-intake';

/** Avatar sizes kept per upload; imageUrl names the large one, the small one sits beside it. */
export const AVATAR_SIZES = [256, 64] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const URL_PREFIX = '/files/avatars/';

/** `/files/avatars/12-ab12cd-256.webp` → the same avatar at `size`. */
export function avatarUrlAt(imageUrl: string, size: AvatarSize): string {
  return imageUrl.replace(/-\d+\.webp$/, `-${size}.webp`);
}

/**
 * Square-crops (centre, after EXIF rotation) and resizes the upload to 256×256 and 64×64 WebP
 * under `avatars/` of the file store, once its header passed the intake's format and pixel checks. The file
 * name is random, so a new avatar never hits a stale cache.
 */
export async function storeAvatar(files: FileStore, userId: number, input: Buffer): Promise<string> {
  await readImageHeader(input, 'auth.errors.avatarInvalid');
  const base = `${userId}-${randomBytes(6).toString('hex')}`;
  for (const size of AVATAR_SIZES) {
    const image = await decodeImage(input)
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        // A sound header over broken pixel data.
        throw badRequest('auth.errors.avatarInvalid');
      });
    await files.write(`avatars/${base}-${size}.webp`, image);
  }
  return `${URL_PREFIX}${base}-${AVATAR_SIZES[0]}.webp`;
}

/** Removes the files of an avatar this feature stored (other URLs are left alone). */
export async function removeAvatar(files: FileStore, imageUrl: string | null) {
  if (!imageUrl?.startsWith(URL_PREFIX)) return;
  const name = imageUrl.slice(URL_PREFIX.length);
  if (!/^[\w-]+\.webp$/.test(name)) return;
  await files.remove(...AVATAR_SIZES.map((size) => `avatars/${avatarUrlAt(name, size)}`));
}
