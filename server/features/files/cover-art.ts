import sharp from 'sharp';

/*
 * Deterministic generated artwork (book covers, avatars, entity images) for seeded and
 * synthetic data: the demo never needs the network and the same input always gives the same
 * bytes. Everything is an SVG rasterised by sharp's librsvg with system fonts found by
 * fontconfig. The DejaVu families are named first because they carry Cyrillic and ship on
 * Debian-like machines; the generic families are the fallback elsewhere.
 */

export type CoverKind = 'book' | 'manga' | 'comics';

export interface CoverInput {
  title: string;
  author: string;
  kind: CoverKind;
  seed: string;
}

export interface RenderedImage {
  normal: Buffer;
  retina: Buffer;
}

export const COVER_SIZE = { width: 200, height: 310 } as const;
export const AVATAR_SIZE = 256;

const SERIF = "'DejaVu Serif', 'Noto Serif', serif";
const SANS = "'DejaVu Sans', 'Noto Sans', sans-serif";
const SANS_CONDENSED = "'DejaVu Sans Condensed', 'DejaVu Sans', 'Noto Sans', sans-serif";
// Effort 2 encodes in about a third of the time of the default 4 at a slightly larger file.
const WEBP = { quality: 84, effort: 2 } as const;

/* ---------- deterministic randomness ---------- */

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

function createRandom(seed: string): Random {
  let state = hashString(seed) || 1;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
}

/* ---------- palettes ---------- */

interface Palette {
  top: string;
  bottom: string;
  accent: string;
  ink: string;
  muted: string;
}

const BOOK_PALETTES: readonly Palette[] = [
  { top: '#1d2b53', bottom: '#0e1630', accent: '#e9b949', ink: '#f7f1e3', muted: '#b8c2e0' },
  { top: '#6b1d2f', bottom: '#3a0d19', accent: '#f2a98a', ink: '#fbeee6', muted: '#e3b7ad' },
  { top: '#1f4d3a', bottom: '#0f2a20', accent: '#e7c35a', ink: '#f3efe0', muted: '#a9c9b5' },
  { top: '#33373d', bottom: '#16181b', accent: '#ff7a59', ink: '#f5f5f2', muted: '#b9bec6' },
  { top: '#e0a83a', bottom: '#b5791e', accent: '#5a2a0c', ink: '#2b1607', muted: '#6b4320' },
  { top: '#0f5f67', bottom: '#083a40', accent: '#f0d8a8', ink: '#f6f1e7', muted: '#9fd0cf' },
  { top: '#4a2a64', bottom: '#24123a', accent: '#9fe2bf', ink: '#f4eefb', muted: '#c7b4de' },
  { top: '#b5523b', bottom: '#7a2e1f', accent: '#fbe3c0', ink: '#fff6ea', muted: '#f0c2a8' },
  { top: '#a9c6de', bottom: '#6f95b8', accent: '#12355b', ink: '#0c2440', muted: '#274a70' },
  { top: '#f3ead7', bottom: '#e2d3b3', accent: '#b3302c', ink: '#1f2a44', muted: '#5a5f6e' },
  { top: '#8a9a5b', bottom: '#56643a', accent: '#f4e7c5', ink: '#1e2412', muted: '#2e3820' },
  { top: '#e8b4b8', bottom: '#c98288', accent: '#5b1a2b', ink: '#3a0e1a', muted: '#6e2a3a' },
  { top: '#1b1b1f', bottom: '#000000', accent: '#f5d547', ink: '#f5f5f5', muted: '#a8a8a8' },
  { top: '#0057b7', bottom: '#003b7a', accent: '#ffd700', ink: '#ffffff', muted: '#bcd4f2' },
  { top: '#0b6e4f', bottom: '#074733', accent: '#d4af37', ink: '#f2f0e6', muted: '#a6d3c1' },
  { top: '#7d7aa8', bottom: '#4b4875', accent: '#ffd6a5', ink: '#fbf8ff', muted: '#d6d3ee' },
];

const MANGA_PALETTES: readonly Palette[] = [
  { top: '#f6f1e7', bottom: '#e9e0cf', accent: '#d7263d', ink: '#111111', muted: '#444444' },
  { top: '#f4f4f0', bottom: '#dcdcd4', accent: '#1b98e0', ink: '#0d0d0d', muted: '#3b3b3b' },
  { top: '#fff4e0', bottom: '#ffd9a0', accent: '#ff5400', ink: '#1a1a1a', muted: '#4a3520' },
  { top: '#1a1a1a', bottom: '#000000', accent: '#e63946', ink: '#ffffff', muted: '#bbbbbb' },
  { top: '#e8f1f2', bottom: '#b8d3d9', accent: '#13315c', ink: '#0b132b', muted: '#1c2541' },
  { top: '#fdf0f4', bottom: '#f5c6d6', accent: '#8e0045', ink: '#1d0010', muted: '#4c1a33' },
];

const COMICS_PALETTES: readonly Palette[] = [
  { top: '#e63946', bottom: '#a4161a', accent: '#ffd60a', ink: '#ffffff', muted: '#ffe8a3' },
  { top: '#1d4ed8', bottom: '#1e3a8a', accent: '#facc15', ink: '#ffffff', muted: '#c7d7ff' },
  { top: '#16a34a', bottom: '#14532d', accent: '#fde047', ink: '#ffffff', muted: '#d1fae5' },
  { top: '#7c3aed', bottom: '#4c1d95', accent: '#f97316', ink: '#ffffff', muted: '#e9d5ff' },
  { top: '#f59e0b', bottom: '#b45309', accent: '#111827', ink: '#111827', muted: '#fde68a' },
  { top: '#0f172a', bottom: '#020617', accent: '#ef4444', ink: '#f8fafc', muted: '#94a3b8' },
];

/* ---------- text fitting ---------- */

const NARROW = new Set([...'iljtfr.,:;!|\'’ʼ"()[]-іїI1']);
const WIDE = new Set([...'mwMWшщжюфыШЩЖЮФЫ@%']);

/** Approximate advance width in em for DejaVu bold, calibrated by rendering on this machine. */
interface FontMetrics {
  /** Width relative to DejaVu Serif Bold. */
  scale: number;
  /** Extra advance per character in user units (the SVG letter-spacing). */
  letterSpacing?: number;
}

function estimateWidth(text: string, fontSize: number, font: FontMetrics): number {
  let em = 0;
  let count = 0;
  for (const char of text) {
    if (char === ' ') em += 0.36;
    else if (NARROW.has(char)) em += 0.38;
    else if (WIDE.has(char)) em += 1.07;
    else if (/[А-ЯҐЄ]/.test(char)) em += 0.88;
    else if (/[а-яґє]/.test(char)) em += 0.72;
    else if (/[A-Z0-9]/.test(char)) em += 0.8;
    else em += 0.63;
    count++;
  }
  return em * fontSize * font.scale + count * (font.letterSpacing ?? 0);
}

interface FittedText {
  lines: string[];
  fontSize: number;
}

function wrapWords(words: readonly string[], maxWidth: number, fontSize: number, font: FontMetrics): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || estimateWidth(candidate, fontSize, font) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function breakLongWord(word: string, maxWidth: number, fontSize: number, font: FontMetrics): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && estimateWidth(`${current}${char}-`, fontSize, font) > maxWidth) {
      parts.push(`${current}-`);
      current = char;
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function fitText(
  text: string,
  options: { maxWidth: number; maxLines: number; sizes: readonly number[]; font: FontMetrics },
): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (const fontSize of options.sizes) {
    const lines = wrapWords(words, options.maxWidth, fontSize, options.font);
    const fits = lines.every((line) => estimateWidth(line, fontSize, options.font) <= options.maxWidth);
    if (fits && lines.length <= options.maxLines) return { lines, fontSize };
  }
  const fontSize = options.sizes[options.sizes.length - 1];
  const pieces = words.flatMap((word) =>
    estimateWidth(word, fontSize, options.font) > options.maxWidth
      ? breakLongWord(word, options.maxWidth, fontSize, options.font)
      : [word],
  );
  let lines = wrapWords(pieces, options.maxWidth, fontSize, options.font);
  if (lines.length > options.maxLines) {
    lines = lines.slice(0, options.maxLines);
    lines[lines.length - 1] = `${lines[lines.length - 1].replace(/[\s,.;:-]+$/, '')}…`;
  }
  return { lines, fontSize };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function textLines(
  fitted: FittedText,
  options: { x: number; firstBaseline: number; lineHeight: number; anchor: string; attributes: string },
): string {
  return fitted.lines
    .map(
      (line, index) =>
        `<text x="${options.x}" y="${(options.firstBaseline + index * options.lineHeight).toFixed(1)}" text-anchor="${options.anchor}" ${options.attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

const round = (value: number): string => value.toFixed(1);

function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 140;
}

/* ---------- cover motifs ---------- */

function bookMotif(random: Random, palette: Palette): string {
  const style = random.int(0, 4);
  const opacity = (0.14 + random.next() * 0.14).toFixed(2);
  const stroke = `stroke="${palette.accent}" stroke-opacity="${opacity}" fill="none"`;
  if (style === 0) {
    const cx = random.int(30, 170);
    const cy = random.int(170, 280);
    const rings = Array.from(
      { length: 9 },
      (_, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${12 + index * 14}" ${stroke} stroke-width="${index % 3 === 0 ? 2.2 : 1}"/>`,
    );
    return rings.join('');
  }
  if (style === 1) {
    const size = random.int(18, 30);
    const cells: string[] = [];
    for (let y = 150; y < 320; y += size) {
      for (let x = -size; x < 220; x += size) {
        if (random.chance(0.55))
          cells.push(
            `<rect x="${x + size * 0.2}" y="${y + size * 0.2}" width="${size * 0.6}" height="${size * 0.6}" transform="rotate(45 ${x + size / 2} ${y + size / 2})" ${stroke} stroke-width="1.2"/>`,
          );
      }
    }
    return cells.join('');
  }
  if (style === 2) {
    const waves: string[] = [];
    const amplitude = random.int(6, 14);
    for (let index = 0; index < 8; index++) {
      const y = 175 + index * 16;
      waves.push(
        `<path d="M -10 ${y} Q 40 ${y - amplitude} 90 ${y} T 190 ${y} T 290 ${y}" ${stroke} stroke-width="${index % 2 ? 1 : 2}"/>`,
      );
    }
    return waves.join('');
  }
  if (style === 3) {
    const cx = random.int(60, 140);
    const cy = random.int(190, 230);
    const rays = Array.from({ length: 18 }, (_, index) => {
      const angle = Math.PI + (index / 17) * Math.PI;
      return `<line x1="${cx}" y1="${cy}" x2="${round(cx + Math.cos(angle) * 260)}" y2="${round(cy + Math.sin(angle) * 260)}" ${stroke} stroke-width="1"/>`;
    });
    return `${rays.join('')}<circle cx="${cx}" cy="${cy}" r="${random.int(24, 34)}" fill="${palette.accent}" fill-opacity="${(Number(opacity) + 0.2).toFixed(2)}"/>`;
  }
  const stripes: string[] = [];
  const angle = random.pick([-30, -20, 20, 30]);
  for (let index = -8; index < 14; index++) {
    stripes.push(
      `<rect x="${index * 22}" y="-60" width="${random.int(3, 10)}" height="460" fill="${palette.accent}" fill-opacity="${opacity}" transform="rotate(${angle} 100 155)"/>`,
    );
  }
  return stripes.join('');
}

function spineShading(): string {
  return `<defs><linearGradient id="spine" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.38"/>
<stop offset="0.35" stop-color="#fff" stop-opacity="0.16"/>
<stop offset="0.6" stop-color="#000" stop-opacity="0.12"/>
<stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="gloss" x1="0" x2="1" y1="0" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.10"/>
<stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="200" height="310" fill="url(#gloss)"/>
<rect width="14" height="310" fill="url(#spine)"/>
<line x1="14" y1="0" x2="14" y2="310" stroke="#000" stroke-opacity="0.15" stroke-width="0.6"/>`;
}

function background(palette: Palette, angleSeed: number, width = 200, height = 310): string {
  const diagonal = angleSeed > 0.5;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1">
<stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

function bookCover(input: CoverInput, random: Random): string {
  const palette = random.pick(BOOK_PALETTES);
  const framed = random.chance(0.45);
  const title = fitText(input.title, {
    maxWidth: framed ? 142 : 150,
    maxLines: 5,
    sizes: [26, 23, 20, 18, 16, 14, 12.5, 11],
    font: { scale: 1 },
  });
  const lineHeight = title.fontSize * 1.18;
  const titleTop = 58;
  const block = textLines(title, {
    x: 104,
    firstBaseline: titleTop + title.fontSize,
    lineHeight,
    anchor: 'middle',
    attributes: `font-family="${SERIF}" font-weight="700" font-size="${title.fontSize}" fill="${palette.ink}"`,
  });
  const titleBottom = titleTop + title.fontSize + (title.lines.length - 1) * lineHeight + 10;
  const author = fitText(input.author.toUpperCase(), {
    maxWidth: 150,
    maxLines: 2,
    sizes: [9.5, 8.5, 7.5],
    font: { scale: 0.88, letterSpacing: 1.2 },
  });
  const authorBlock = textLines(author, {
    x: 104,
    firstBaseline: 286 - (author.lines.length - 1) * 11,
    lineHeight: 11,
    anchor: 'middle',
    attributes: `font-family="${SANS}" font-size="${author.fontSize}" letter-spacing="1.2" fill="${palette.muted}"`,
  });
  const frame = framed
    ? `<rect x="22" y="14" width="168" height="282" rx="2" fill="none" stroke="${palette.accent}" stroke-opacity="0.7" stroke-width="1"/>
<rect x="25" y="17" width="162" height="276" rx="1" fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="0.5"/>`
    : '';
  return `${background(palette, random.next())}
<g>${bookMotif(random, palette)}</g>${frame}
<rect x="84" y="40" width="40" height="2" fill="${palette.accent}"/>
${block}
<rect x="94" y="${round(titleBottom)}" width="20" height="1.5" fill="${palette.accent}" fill-opacity="0.8"/>
<rect x="74" y="${round(270 - (author.lines.length - 1) * 11)}" width="60" height="0.8" fill="${palette.accent}" fill-opacity="0.7"/>
${authorBlock}
${spineShading()}`;
}

function mangaCover(input: CoverInput, random: Random): string {
  const palette = random.pick(MANGA_PALETTES);
  const focusX = random.int(60, 160);
  const focusY = random.int(170, 230);
  const lines = Array.from({ length: 64 }, (_, index) => {
    const angle = (index / 64) * Math.PI * 2 + random.next() * 0.05;
    const inner = random.int(34, 60);
    return `<line x1="${round(focusX + Math.cos(angle) * inner)}" y1="${round(focusY + Math.sin(angle) * inner)}" x2="${round(focusX + Math.cos(angle) * 320)}" y2="${round(focusY + Math.sin(angle) * 320)}" stroke="${palette.ink}" stroke-opacity="0.16" stroke-width="${(0.4 + random.next() * 1.6).toFixed(2)}"/>`;
  });
  const title = fitText(input.title.toUpperCase(), {
    maxWidth: 168,
    maxLines: 4,
    sizes: [24, 21, 18, 16, 14, 12, 10.5],
    font: { scale: 0.9 },
  });
  const lineHeight = title.fontSize * 1.12;
  const barHeight = title.lines.length * lineHeight + 16;
  const titleBlock = textLines(title, {
    x: 108,
    firstBaseline: 20 + title.fontSize,
    lineHeight,
    anchor: 'middle',
    attributes: `font-family="${SANS_CONDENSED}" font-weight="700" font-size="${title.fontSize}" fill="${palette.top}"`,
  });
  const author = fitText(input.author, {
    maxWidth: 150,
    maxLines: 1,
    sizes: [9, 8, 7],
    font: { scale: 0.88, letterSpacing: 0.8 },
  });
  // The volume badge shows the number in the title ("Vol. 3", "Том 3"), if there is one.
  const volume = /(?:vol\.?|volume|том|т\.)\s*(\d+)/i.exec(input.title)?.[1];
  const slope = `0,${random.int(200, 240)} 200,${random.int(130, 170)} 200,310 0,310`;
  return `${background(palette, random.next())}
<defs><pattern id="tone" width="6" height="6" patternUnits="userSpaceOnUse">
<circle cx="1.5" cy="1.5" r="1.1" fill="${palette.ink}" fill-opacity="0.22"/><circle cx="4.5" cy="4.5" r="1.1" fill="${palette.ink}" fill-opacity="0.22"/></pattern></defs>
<polygon points="${slope}" fill="${palette.accent}" fill-opacity="0.85"/>
<polygon points="${slope}" fill="url(#tone)"/>
${lines.join('')}
<circle cx="${focusX}" cy="${focusY}" r="${random.int(22, 34)}" fill="${palette.top}" stroke="${palette.ink}" stroke-width="2.5"/>
<rect x="12" y="10" width="190" height="${round(barHeight)}" fill="${palette.ink}"/>
<rect x="12" y="${round(10 + barHeight)}" width="190" height="3" fill="${palette.accent}"/>
${titleBlock}
${
  volume
    ? `<rect x="170" y="${round(barHeight + 24)}" width="24" height="24" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="1.5"/>
<text x="182" y="${round(barHeight + 41)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${volume.length > 2 ? 9 : 12}" fill="${palette.top}">${volume}</text>`
    : ''
}
<rect x="12" y="284" width="190" height="18" fill="${palette.ink}" fill-opacity="0.85"/>
<text x="108" y="296.5" text-anchor="middle" font-family="${SANS}" font-size="${author.fontSize}" letter-spacing="0.8" fill="${palette.top}">${escapeXml(author.lines[0] ?? '')}</text>
${spineShading()}`;
}

function starburst(cx: number, cy: number, outer: number, inner: number, points: number, random: Random): string {
  const coordinates: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 === 0 ? outer * (0.85 + random.next() * 0.2) : inner;
    const angle = (index / (points * 2)) * Math.PI * 2;
    coordinates.push(`${round(cx + Math.cos(angle) * radius * 1.1)},${round(cy + Math.sin(angle) * radius * 0.8)}`);
  }
  return coordinates.join(' ');
}

function comicsCover(input: CoverInput, random: Random): string {
  const palette = random.pick(COMICS_PALETTES);
  const title = fitText(input.title.toUpperCase(), {
    maxWidth: 132,
    maxLines: 4,
    sizes: [24, 21, 18, 16, 14, 12, 10.5],
    font: { scale: 0.98 },
  });
  const lineHeight = title.fontSize * 1.1;
  const centerY = random.int(150, 175);
  const blockHeight = title.lines.length * lineHeight;
  const tilt = random.pick([-6, -4, -3, 3, 4]);
  const titleBlock = textLines(title, {
    x: 106,
    firstBaseline: centerY - blockHeight / 2 + title.fontSize * 0.85,
    lineHeight,
    anchor: 'middle',
    attributes: `font-family="${SANS}" font-weight="700" font-size="${title.fontSize}" fill="#ffffff" stroke="#111111" stroke-width="${(title.fontSize / 7).toFixed(2)}" paint-order="stroke" stroke-linejoin="round"`,
  });
  const author = fitText(input.author.toUpperCase(), {
    maxWidth: 172,
    maxLines: 1,
    sizes: [9, 8, 7],
    font: { scale: 0.98, letterSpacing: 1.3 },
  });
  const panels = random.chance(0.5)
    ? `<line x1="14" y1="${random.int(60, 80)}" x2="200" y2="${random.int(50, 90)}" stroke="#111" stroke-width="4"/>
<line x1="${random.int(60, 140)}" y1="250" x2="${random.int(60, 140)}" y2="310" stroke="#111" stroke-width="4"/>`
    : `<line x1="14" y1="${random.int(250, 270)}" x2="200" y2="${random.int(240, 280)}" stroke="#111" stroke-width="4"/>`;
  // An unrotated, staggered tile: librsvg renders a rotated pattern about ten times slower.
  const dot = random.pick([6, 7, 8]);
  return `${background(palette, random.next())}
<defs><pattern id="dots" width="${dot * 2}" height="${dot * 2}" patternUnits="userSpaceOnUse">
<circle cx="${dot / 2}" cy="${dot / 2}" r="${(dot / 4.4).toFixed(2)}" fill="#000" fill-opacity="0.18"/><circle cx="${dot * 1.5}" cy="${dot * 1.5}" r="${(dot / 4.4).toFixed(2)}" fill="#000" fill-opacity="0.18"/></pattern></defs>
<rect width="200" height="310" fill="url(#dots)"/>
${panels}
<polygon points="${starburst(106, centerY, 92, 62, random.int(11, 15), random)}" fill="${palette.accent}" stroke="#111" stroke-width="3" stroke-linejoin="round"/>
<g transform="rotate(${tilt} 106 ${centerY})">${titleBlock}</g>
<rect x="14" y="0" width="186" height="30" fill="#111111"/>
<text x="107" y="19.5" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${author.fontSize}" letter-spacing="1.3" fill="${isLight(palette.accent) ? palette.accent : palette.muted}">${escapeXml(author.lines[0] ?? '')}</text>
<rect x="0" y="0" width="200" height="310" fill="none" stroke="#111" stroke-width="6"/>
${spineShading()}`;
}

/* ---------- rendering ---------- */

function svgDocument(width: number, height: number, viewWidth: number, viewHeight: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">${body}</svg>`;
}

/**
 * Rasterises the SVG once at retina size and encodes both sizes from those pixels: librsvg is
 * the expensive step, so the normal size is a resize of the retina raster, not a second render.
 */
async function renderPair(body: string, width: number, height: number): Promise<RenderedImage> {
  const svg = svgDocument(width * 2, height * 2, width, height, body);
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [retina, normal] = await Promise.all([
    sharp(data, raw).webp(WEBP).toBuffer(),
    sharp(data, raw).resize(width, height, { kernel: 'lanczos3' }).webp(WEBP).toBuffer(),
  ]);
  return { normal, retina };
}

/** The SVG document of a cover at retina size (exposed for previews and benchmarks). */
export function coverSvg(input: CoverInput): string {
  const random = createRandom(`${input.kind}|${input.seed}|${input.title}`);
  const body =
    input.kind === 'manga'
      ? mangaCover(input, random)
      : input.kind === 'comics'
        ? comicsCover(input, random)
        : bookCover(input, random);
  return svgDocument(COVER_SIZE.width * 2, COVER_SIZE.height * 2, COVER_SIZE.width, COVER_SIZE.height, body);
}

/** A book cover: 200×310 (`normal`) and 400×620 (`retina`) WebP, identical bytes for identical input. */
export function renderCover(input: CoverInput): Promise<RenderedImage> {
  const random = createRandom(`${input.kind}|${input.seed}|${input.title}`);
  const body =
    input.kind === 'manga'
      ? mangaCover(input, random)
      : input.kind === 'comics'
        ? comicsCover(input, random)
        : bookCover(input, random);
  return renderPair(body, COVER_SIZE.width, COVER_SIZE.height);
}

const AVATAR_COLORS: readonly [string, string][] = [
  ['#f94144', '#f3722c'],
  ['#277da1', '#4d908e'],
  ['#577590', '#43aa8b'],
  ['#9d4edd', '#5a189a'],
  ['#ef476f', '#ffd166'],
  ['#118ab2', '#06d6a0'],
  ['#e76f51', '#f4a261'],
  ['#2a9d8f', '#264653'],
  ['#6d597a', '#b56576'],
  ['#3a86ff', '#8338ec'],
];

/** A user avatar: 256×256 WebP with initials over a soft gradient and a few shapes. */
export async function renderAvatar(input: { name: string; seed: string }): Promise<Buffer> {
  const random = createRandom(`avatar|${input.seed}|${input.name}`);
  const [from, to] = random.pick(AVATAR_COLORS);
  const shapes = Array.from({ length: 4 }, () => {
    const radius = random.int(20, 70);
    return `<circle cx="${random.int(0, 256)}" cy="${random.int(0, 256)}" r="${radius}" fill="#ffffff" fill-opacity="${(0.06 + random.next() * 0.1).toFixed(2)}"/>`;
  });
  const initials = initialsOf(input.name);
  const svg = svgDocument(
    AVATAR_SIZE,
    AVATAR_SIZE,
    256,
    256,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#a)"/>${shapes.join('')}
<text x="128" y="158" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${initials.length > 1 ? 92 : 110}" fill="#ffffff" fill-opacity="0.95">${escapeXml(initials)}</text>`,
  );
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

export type EntityImageKind = 'author' | 'genre' | 'compilation' | 'publisher' | 'series';

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

function portraitImage(name: string, random: Random): string {
  const palette = random.pick(BOOK_PALETTES);
  const initials = initialsOf(name);
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
<text x="100" y="114" text-anchor="middle" font-family="${SERIF}" font-weight="700" font-size="${initials.length > 1 ? 38 : 46}" fill="${palette.ink}">${escapeXml(initials)}</text>`;
}

function bannerImage(name: string, kind: EntityImageKind, random: Random): string {
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
  const title = fitText(name, { maxWidth: 250, maxLines: 2, sizes: [26, 22, 19, 16, 14], font: { scale: 1 } });
  const lineHeight = title.fontSize * 1.15;
  const titleBlock = textLines(title, {
    x: 150,
    firstBaseline: 62 - ((title.lines.length - 1) * lineHeight) / 2,
    lineHeight,
    anchor: 'middle',
    attributes: `font-family="${SERIF}" font-weight="700" font-size="${title.fontSize}" fill="${palette.ink}"`,
  });
  return `${background(palette, random.next(), 300, 200)}${spines.join('')}
<rect x="0" y="24" width="300" height="${round(title.lines.length * lineHeight + 26)}" fill="${palette.bottom}" fill-opacity="0.55"/>
${titleBlock}`;
}

/**
 * A picture for a catalogue entity: authors and publishers get a square portrait-like mark
 * (200×200), genres, compilations and series a 300×200 banner; `retina` is twice the size.
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
      ? portraitImage(input.name, random)
      : bannerImage(input.name, input.kind, random);
  return renderPair(body, size.width, size.height);
}
