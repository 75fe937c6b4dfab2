import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError, badRequest } from './http-error';

/**
 * Largest image, in pixels, that any upload may decode to. A 30 KB PNG can declare 16,000 × 16,000
 * (256 M pixels, about 1 GB once decoded), so the size on the wire says nothing: the header does.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/**
 * Reads only the image's header (format and dimensions, nothing decoded) and refuses what is not
 * an accepted image (400 `invalidKey`) or has more than `MAX_INPUT_PIXELS` pixels (413).
 */
export async function readImageHeader(input: Buffer, invalidKey: string): Promise<ImageHeader> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(invalidKey);
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw badRequest(invalidKey);
  if (width * height > MAX_INPUT_PIXELS)
    throw new HttpError(413, 'errors.imageTooLarge', { width, height, limit: MAX_INPUT_PIXELS / 1_000_000 });
  return { format, width, height };
}

/**
 * A decoder for an upload whose header `readImageHeader` accepted; sharp's own pixel limit stays on
 * as a second guard, and only the first frame of an animation is decoded.
 */
export function decodeImage(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
}
