import { describe, expect, it } from 'vitest';
import { BookFileFormat } from '#core/enums';
import { bookFileSamples, notBookFiles } from '../../test/book-files';
import { detectBookFileFormat, isPrivateFilePath } from './book-file-store';

describe('detectBookFileFormat', () => {
  it.each([
    ['txt', BookFileFormat.Txt],
    ['fb2', BookFileFormat.Fb2],
    ['rtf', BookFileFormat.Rtf],
    ['epub', BookFileFormat.Epub],
    ['pdf', BookFileFormat.Pdf],
    ['mobi', BookFileFormat.Mobi],
  ] as const)('reads a %s file from its content', (sample, format) => {
    expect(detectBookFileFormat(bookFileSamples[sample])).toBe(format);
  });

  it.each(Object.keys(notBookFiles) as (keyof typeof notBookFiles)[])('refuses %s', (sample) => {
    expect(detectBookFileFormat(notBookFiles[sample])).toBeNull();
  });

  it('takes UTF-8 text with a byte-order mark, and refuses text that is not UTF-8', () => {
    expect(detectBookFileFormat(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Кайдашева сім’я')]))).toBe(
      BookFileFormat.Txt,
    );
    expect(detectBookFileFormat(Buffer.from([0xca, 0xe0, 0xe9, 0xe4, 0xe0, 0xf8]))).toBeNull();
  });
});

describe('isPrivateFilePath', () => {
  it.each([
    ['/book-files/12/a.pdf', true],
    ['book-files/12/a.pdf', true],
    ['/%62ook-files/12/a.pdf', true],
    ['/covers/../book-files/12/a.pdf', true],
    ['/covers/kobzar.webp', false],
    ['/avatars/book-files.webp', false],
  ])('%s → %s', (path, expected) => {
    expect(isPrivateFilePath(path)).toBe(expected);
  });
});
