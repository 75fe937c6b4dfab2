import { bookCover } from './book-cover';
import { comicsCover } from './comics-cover';
import { mangaCover } from './manga-cover';
import { createRandom } from './random';
import { COVER_SIZE, renderPair } from './render';
import { svgDocument } from './svg-parts';
import type { CoverInput, RenderedImage } from './types';

function coverBody(input: CoverInput): string {
  const random = createRandom(`${input.kind}|${input.seed}|${input.title}`);
  if (input.kind === 'manga') return mangaCover(input, random);
  if (input.kind === 'comics') return comicsCover(input, random);
  return bookCover(input, random);
}

/** The SVG document of a cover at retina size (exposed for previews and benchmarks). */
export function coverSvg(input: CoverInput): string {
  return svgDocument(
    COVER_SIZE.width * 2,
    COVER_SIZE.height * 2,
    COVER_SIZE.width,
    COVER_SIZE.height,
    coverBody(input),
  );
}

/** A book cover: 200×310 (`normal`) and 400×620 (`retina`) WebP, identical bytes for identical input. */
export function renderCover(input: CoverInput): Promise<RenderedImage> {
  return renderPair(coverBody(input), COVER_SIZE.width, COVER_SIZE.height);
}
