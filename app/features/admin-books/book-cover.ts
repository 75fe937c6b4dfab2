import { COVER_HEIGHT, COVER_WIDTH } from '#core/constants';
import type { ImageBounds } from '../admin/image-upload-field';

/** A cover as the server takes it (book-cover-store.ts): up to 10 MB, at least 200×310, shown at 200×310. */
export const COVER_BOUNDS: ImageBounds = {
  maxBytes: 10 * 1024 * 1024,
  minWidth: COVER_WIDTH,
  minHeight: COVER_HEIGHT,
  recommended: { width: COVER_WIDTH, height: COVER_HEIGHT },
};

/** The book's title in the page's language, the other language's when it has none. */
export const titleIn = (language: string, book: { titleEn: string; titleUk: string }) =>
  (language === 'uk' ? book.titleUk || book.titleEn : book.titleEn || book.titleUk) ?? '';
