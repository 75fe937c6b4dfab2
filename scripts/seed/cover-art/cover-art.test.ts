import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderAvatar, renderCover, renderEntityImage, type CoverInput } from './index';

const kobzar: CoverInput = { title: 'Кобзар', author: 'Тарас Шевченко', kind: 'book', seed: 'kobzar' };

async function sizeOf(image: Buffer) {
  const { width, height, format } = await sharp(image).metadata();
  return { width, height, format };
}

describe('renderCover', () => {
  it('renders a 200×310 cover and a 400×620 retina cover as WebP', async () => {
    const { normal, retina } = await renderCover(kobzar);
    expect(await sizeOf(normal)).toEqual({ width: 200, height: 310, format: 'webp' });
    expect(await sizeOf(retina)).toEqual({ width: 400, height: 620, format: 'webp' });
  });

  it('gives the same bytes for the same input', async () => {
    const [first, second] = await Promise.all([renderCover(kobzar), renderCover(kobzar)]);
    expect(first.normal.equals(second.normal)).toBe(true);
    expect(first.retina.equals(second.retina)).toBe(true);
  });

  it('gives different covers for different titles and kinds', async () => {
    const covers = await Promise.all([
      renderCover(kobzar),
      renderCover({ ...kobzar, title: 'Лісова пісня' }),
      renderCover({ ...kobzar, kind: 'manga' }),
      renderCover({ ...kobzar, kind: 'comics' }),
    ]);
    const distinct = new Set(covers.map((cover) => cover.normal.toString('base64')));
    expect(distinct.size).toBe(4);
  });

  it('fits very long titles and names without failing', async () => {
    const { normal } = await renderCover({
      title: 'Польові дослідження з українського сексу та інші надзвичайно довгі назви, яких не буває',
      author: 'Антуан де Сент-Екзюпері, Габрієль Гарсія Маркес, Ювал Ной Харарі',
      kind: 'comics',
      seed: 'long',
    });
    expect((await sizeOf(normal)).width).toBe(200);
  });

  it('escapes markup in titles', async () => {
    const { normal } = await renderCover({
      title: 'Tom & Jerry <3 "quotes"',
      author: "O'Brien",
      kind: 'book',
      seed: 'xml',
    });
    expect((await sizeOf(normal)).height).toBe(310);
  });
});

describe('renderAvatar and renderEntityImage', () => {
  it('renders a 256×256 avatar, deterministic per name and seed', async () => {
    const [first, second, other] = await Promise.all([
      renderAvatar({ name: 'Олена Коваль', seed: 'olena' }),
      renderAvatar({ name: 'Олена Коваль', seed: 'olena' }),
      renderAvatar({ name: 'Mark Davis', seed: 'mark' }),
    ]);
    expect(await sizeOf(first)).toEqual({ width: 256, height: 256, format: 'webp' });
    expect(first.equals(second)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('renders square author pictures and wide banners at two sizes', async () => {
    const author = await renderEntityImage({ name: 'Леся Українка', kind: 'author', seed: 'lesya' });
    const compilation = await renderEntityImage({
      name: 'Best manga to start with',
      kind: 'compilation',
      seed: 'manga',
    });
    expect(await sizeOf(author.normal)).toMatchObject({ width: 200, height: 200 });
    expect(await sizeOf(author.retina)).toMatchObject({ width: 400, height: 400 });
    expect(await sizeOf(compilation.normal)).toMatchObject({ width: 300, height: 200 });
    expect(await sizeOf(compilation.retina)).toMatchObject({ width: 600, height: 400 });
  });
});
