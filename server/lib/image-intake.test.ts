import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blankPng } from '../test/images';
import { HttpError } from './http-error';
import { MAX_INPUT_PIXELS, decodeImage, readImageHeader } from './image-intake';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as HttpError,
  );

describe('image intake', () => {
  it('accepts an image within the pixel limit and reads only its header', async () => {
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    expect(await readImageHeader(image, 'auth.errors.avatarInvalid')).toEqual({
      format: 'jpeg',
      width: 300,
      height: 200,
    });
  });

  it('refuses a 16,000 × 16,000 PNG of a few kilobytes with 413, from its header alone', async () => {
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const error = await refusal(readImageHeader(bomb, 'auth.errors.avatarInvalid'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 413, messageKey: 'errors.imageTooLarge' });
    expect(error!.params).toEqual({ width: 16_000, height: 16_000, limit: MAX_INPUT_PIXELS / 1_000_000 });

    // Its pixel data cut to 64 bytes: nothing could have been decoded, yet the answer is the same.
    const header = await refusal(readImageHeader(blankPng(16_000, 16_000, { truncated: true }), 'x'));
    expect(header).toMatchObject({ statusCode: 413 });
  });

  it('refuses what is not an image, or not an accepted format, with 400 and the caller’s message', async () => {
    expect(await refusal(readImageHeader(Buffer.from('not an image'), 'auth.errors.avatarInvalid'))).toMatchObject({
      statusCode: 400,
      messageKey: 'auth.errors.avatarInvalid',
    });
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    expect(await refusal(readImageHeader(tiff, 'auth.errors.avatarInvalid'))).toMatchObject({ statusCode: 400 });
  });

  it('keeps sharp’s own pixel limit on the decoder as a second guard', async () => {
    await expect(decodeImage(blankPng(8_000, 8_000)).toBuffer()).rejects.toThrow(/pixel limit/i);
  });
});
