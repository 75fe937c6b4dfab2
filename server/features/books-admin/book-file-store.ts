import { randomBytes } from 'node:crypto';
import { posix } from 'node:path';
import { BookFileFormat } from '#core/enums';
import type { FileStore } from '../../lib/file-store/file-store';
import { bookFileTypes } from '../books/books.files';

/** The largest book file an administrator may upload. */
export const BOOK_FILE_MAX_BYTES = 30 * 1024 * 1024;

/** Where books' own files live under the file store; never served by `/files/` (see isPrivateFilePath). */
const FOLDER = 'book-files';

const startsWith = (buffer: Buffer, offset: number, text: string) =>
  buffer.length >= offset + text.length && buffer.toString('latin1', offset, offset + text.length) === text;

const UTF8_BOM = '\xEF\xBB\xBF';
// Control characters no text file holds (tab, line feed, vertical tab, form feed and carriage return pass).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0e-\x1f\x7f]/;

/** The whole buffer as UTF-8 text, or null when it is not valid UTF-8 or holds control characters. */
function utf8Text(buffer: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
}

/**
 * The book file format of an upload, read from its content, never its name: PDF (`%PDF-`), RTF
 * (`{\rtf`), EPUB (a ZIP whose first entry is `mimetype` holding `application/epub+zip`, as the
 * EPUB container format requires), MOBI (a Palm database of type `BOOKMOBI` or `TEXtREAd` at
 * offset 60), FB2 (an XML document whose root is `<FictionBook`, in any encoding) and plain text
 * (valid UTF-8 without control characters). Anything else answers null.
 */
export function detectBookFileFormat(buffer: Buffer): BookFileFormat | null {
  if (startsWith(buffer, 0, '%PDF-')) return BookFileFormat.Pdf;
  if (startsWith(buffer, 0, '{\\rtf')) return BookFileFormat.Rtf;
  if (startsWith(buffer, 0, 'PK\x03\x04'))
    return startsWith(buffer, 30, 'mimetypeapplication/epub+zip') ? BookFileFormat.Epub : null;
  if (startsWith(buffer, 60, 'BOOKMOBI') || startsWith(buffer, 60, 'TEXtREAd')) return BookFileFormat.Mobi;
  // FB2 is often windows-1251: its head is read byte for byte, the prolog and root tag being ASCII.
  const head = buffer.toString('latin1', 0, 4096).replace(UTF8_BOM, '').trimStart();
  if (head.startsWith('<?xml')) return /<FictionBook[\s>]/.test(head) ? BookFileFormat.Fb2 : null;
  const text = utf8Text(buffer);
  return text !== null && text.replace(/^\uFEFF/, '').trim() !== '' ? BookFileFormat.Txt : null;
}

/** Writes a book's file under an unguessable name; answers its path relative to the file store. */
export async function storeBookFile(
  files: FileStore,
  bookId: number,
  format: BookFileFormat,
  content: Buffer,
): Promise<string> {
  const path = posix.join(
    FOLDER,
    String(bookId),
    `${randomBytes(12).toString('hex')}.${bookFileTypes[format].extension}`,
  );
  await files.write(path, content);
  return path;
}

/** Removes a stored file; a path outside the file store (or already gone) is left alone. */
export async function removeStoredFile(files: FileStore, path: string | null | undefined) {
  if (path) await files.remove(path);
}

/** Whether a `/files/` request path names a book's own file (answered 404: only the book call serves them). */
export function isPrivateFilePath(pathName: string): boolean {
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  return posix.normalize(`/${decoded}`).replace(/^\/+/, '').startsWith(`${FOLDER}/`);
}
