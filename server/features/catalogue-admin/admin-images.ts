import { randomBytes } from 'node:crypto';
import { ENTITY_IMAGE_MIN_SIDE } from '#core/schemas/catalogue-admin';
import type { FileStore } from '../../lib/file-store/file-store';
import { badRequest, HttpError } from '../../lib/http-error';
import { decodeImage, readImageHeader } from '../../lib/image-intake';
import type { AdminImage } from './admin-kinds';

const retinaOf = (path: string) => path.replace(/\.webp$/, '@2x.webp');

/**
 * Crops (centre, after EXIF rotation) and resizes an upload to the kind's size and twice that
 * (`name.webp` and `name@2x.webp`, as the seed's pictures), once the intake accepted its header
 * and it meets the minimum size. The name is random, so a new picture never hits a stale cache.
 * Answers the path relative to the file store (what the image column holds).
 */
export async function storeEntityImage(
  files: FileStore,
  image: AdminImage,
  urlName: string,
  input: Buffer,
): Promise<string> {
  const header = await readImageHeader(input, 'errors.catalogue.imageInvalid');
  if (header.width < ENTITY_IMAGE_MIN_SIDE || header.height < ENTITY_IMAGE_MIN_SIDE)
    throw new HttpError(400, 'errors.catalogue.imageTooSmall', {
      width: ENTITY_IMAGE_MIN_SIDE,
      height: ENTITY_IMAGE_MIN_SIDE,
    });
  const path = `${image.folder}/${urlName.slice(0, 80)}-${randomBytes(6).toString('hex')}.webp`;
  for (const [scale, file] of [
    [1, path],
    [2, retinaOf(path)],
  ] as const) {
    const pixels = await decodeImage(input)
      .rotate()
      .resize(image.width * scale, image.height * scale, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        // A sound header over broken pixel data.
        throw badRequest('errors.catalogue.imageInvalid');
      });
    await files.write(file, pixels);
  }
  return path;
}

/** Removes a picture of the kind's folder and its 2× twin; links elsewhere are left alone. */
export async function removeEntityImage(files: FileStore, image: AdminImage, path: string | null) {
  if (!path || !path.startsWith(`${image.folder}/`)) return;
  const name = path.slice(image.folder.length + 1);
  if (!/^[\w.-]+\.webp$/.test(name) || name.includes('..')) return;
  await files.remove(path, retinaOf(path));
}
