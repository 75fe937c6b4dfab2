import { BOOK_PALETTES } from './palette';
import { createRandom, type Random } from './random';
import { renderPair } from './render';
import { background } from './svg-parts';
import type { EntityImageKind, RenderedImage } from './types';

const ENTITY_SIZES: Record<EntityImageKind, { width: number; height: number }> = {
  author: { width: 200, height: 200 },
  publisher: { width: 200, height: 200 },
  genre: { width: 300, height: 200 },
  compilation: { width: 300, height: 200 },
  series: { width: 300, height: 200 },
};

export function entityImageSize(kind: EntityImageKind): { width: number; height: number } {
  return ENTITY_SIZES[kind];
}

/** A person's head and shoulders, centred on (100, 100). */
const SILHOUETTE = '<circle cx="100" cy="84" r="20"/><path d="M62 138c0-22 17-34 38-34s38 12 38 34z"/>';

/** A publisher's colophon: an open book, centred on (100, 100). */
const COLOPHON = '<path d="M97 84c-11-8-24-10-37-8v48c13-2 26 0 37 8zM103 84c11-8 24-10 37-8v48c-13-2-26 0-37 8z"/>';

/*
 * No initials on the picture: it is shared by the English and the Ukrainian page, and letters of
 * one alphabet would be wrong on the other. Pages write the name beside it in their language.
 */
function portraitImage(kind: EntityImageKind, random: Random): string {
  const palette = random.pick(BOOK_PALETTES);
  const rings = Array.from(
    { length: 5 },
    (_, index) =>
      `<circle cx="100" cy="100" r="${46 + index * 16}" fill="none" stroke="${palette.accent}" stroke-opacity="${(0.3 - index * 0.05).toFixed(2)}" stroke-width="${index === 0 ? 2 : 1}"/>`,
  );
  const offset = random.int(-30, 30);
  return `${background(palette, random.next(), 200, 200)}
<circle cx="${100 + offset}" cy="${100 - offset}" r="120" fill="${palette.accent}" fill-opacity="0.07"/>
${rings.join('')}
<circle cx="100" cy="100" r="44" fill="${palette.bottom}" fill-opacity="0.45"/>
<g fill="${palette.ink}" fill-opacity="0.85">${kind === 'publisher' ? COLOPHON : SILHOUETTE}</g>`;
}

function bannerImage(kind: EntityImageKind, random: Random): string {
  const palette = random.pick(BOOK_PALETTES);
  const spines: string[] = [];
  if (kind === 'compilation' || kind === 'series') {
    let x = 16;
    while (x < 284) {
      const width = random.int(12, 24);
      const height = random.int(70, 110);
      const color = random.pick([palette.accent, palette.muted, palette.ink]);
      spines.push(
        `<rect x="${x}" y="${190 - height}" width="${width}" height="${height}" rx="1.5" fill="${color}" fill-opacity="${(0.35 + random.next() * 0.3).toFixed(2)}"/>`,
      );
      x += width + random.int(2, 5);
    }
  } else {
    for (let index = 0; index < 7; index++) {
      spines.push(
        `<circle cx="${random.int(0, 300)}" cy="${random.int(0, 200)}" r="${random.int(20, 90)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.25" stroke-width="${random.int(1, 4)}"/>`,
      );
    }
  }
  // No title on the picture: pages write the entity's name beside it, in the page's language.
  return `${background(palette, random.next(), 300, 200)}${spines.join('')}`;
}

/**
 * A picture for a catalogue entity: authors and publishers get a square portrait-like mark
 * (200×200) — a silhouette or a colophon —, genres, compilations and series a 300×200 pattern; no
 * words on any of them;
 * `retina` is twice the size.
 */
export function renderEntityImage(input: {
  name: string;
  kind: EntityImageKind;
  seed: string;
}): Promise<RenderedImage> {
  const random = createRandom(`${input.kind}|${input.seed}|${input.name}`);
  const size = ENTITY_SIZES[input.kind];
  const body =
    input.kind === 'author' || input.kind === 'publisher'
      ? portraitImage(input.kind, random)
      : bannerImage(input.kind, random);
  return renderPair(body, size.width, size.height);
}
