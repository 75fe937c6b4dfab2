/*
 * Text is drawn with system fonts found by fontconfig. The DejaVu families are named first
 * because they carry Cyrillic and ship on Debian-like machines; the generic families are the
 * fallback elsewhere.
 */
export const SERIF = "'DejaVu Serif', 'Noto Serif', serif";
export const SANS = "'DejaVu Sans', 'Noto Sans', sans-serif";
export const SANS_CONDENSED = "'DejaVu Sans Condensed', 'DejaVu Sans', 'Noto Sans', sans-serif";

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

export interface FittedText {
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

/**
 * Picks the largest size at which the words wrap into `maxLines`; failing that, hyphenates
 * over-long words at the smallest size and ends the last line with an ellipsis.
 */
export function fitText(
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

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function textLines(
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

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}
