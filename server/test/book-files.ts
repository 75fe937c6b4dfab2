/*
 * The smallest files of each book file format whose first bytes are what real files carry, for
 * the upload tests: the content decides the format, so these are enough.
 */

/** A ZIP whose first entry, stored uncompressed, is `mimetype` holding `media` (an EPUB when `application/epub+zip`). */
function zipWithMimetype(media: string): Buffer {
  const name = Buffer.from('mimetype');
  const content = Buffer.from(media);
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt16LE(10, 4); // version needed
  header.writeUInt32LE(content.length, 18); // compressed size
  header.writeUInt32LE(content.length, 22); // uncompressed size
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, content, Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
}

/** A Palm database header named `name` of type/creator `kind` (BOOKMOBI for MOBI). */
function palmDatabase(kind: string): Buffer {
  const header = Buffer.alloc(78);
  header.write('Kaidash family', 0, 'latin1');
  header.write(kind, 60, 'latin1');
  return Buffer.concat([header, Buffer.from('MOBI text record')]);
}

/** "Тіні" in windows-1251: FB2 files are often not UTF-8. */
const cp1251Shadows = Buffer.from([0xd2, 0xb3, 0xed, 0xb3]);

export const bookFileSamples = {
  txt: Buffer.from('Тіні забутих предків\n\nІван був дев’ятнадцятою дитиною в гуцульській родині.\n'),
  fb2: Buffer.concat([
    Buffer.from(
      '<?xml version="1.0" encoding="windows-1251"?>\n<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><body><p>',
    ),
    cp1251Shadows,
    Buffer.from('</p></body></FictionBook>'),
  ]),
  rtf: Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Shadows of Forgotten Ancestors\\par}'),
  epub: zipWithMimetype('application/epub+zip'),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  mobi: palmDatabase('BOOKMOBI'),
};

export const notBookFiles = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  plainZip: zipWithMimetype('application/vnd.oasis.opendocument.text'),
  binary: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]),
  svgXml: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  blank: Buffer.from('   \n\t  \n'),
};
