import { SEO_CUT, SEO_CUT_MAX } from './constants';

// prettier-ignore
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»',
  mdash: '—', ndash: '–', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** HTML or markdown to one line of plain text. */
export function toPlainText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*([-*_])(\s*\1){2,}\s*$/gm, ' ')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/(\*\*|__|~~)(\S(?:[\s\S]*?\S)?)\1/g, '$2')
    .replace(/(?<![\w*])\*(\S(?:[^*]*?\S)?)\*(?![\w*])/g, '$1')
    .replace(/(?<![\w_])_(\S(?:[^_]*?\S)?)_(?![\w_])/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Index of the first sentence-ending full stop at or after `from`, or -1. */
function findFullStop(text: string, from: number): number {
  const match = /\.(?=\s|$)/g;
  match.lastIndex = from;
  return match.exec(text)?.index ?? -1;
}

function cutAtWordBoundary(text: string, max: number): string {
  const space = text.lastIndexOf(' ', max);
  if (space > 0) return text.slice(0, space);
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Plain-text meta description: whole when at most 150 characters; otherwise cut at the first
 * full stop after 150 characters and ended with '...'. With no full stop within 200 characters
 * the cut is at the last word boundary within 200 (the text's end counts), so the result stays
 * at most 203 characters.
 */
export function cutSeoDescription(text: string | null | undefined): string {
  const plain = toPlainText(text ?? '');
  if (plain.length <= SEO_CUT) return plain;
  const stop = findFullStop(plain, SEO_CUT);
  const stopInReach = stop !== -1 && stop <= SEO_CUT_MAX;
  // Ending the text is the last word boundary too: nothing would be cut.
  if (stopInReach ? stop === plain.length - 1 : plain.length <= SEO_CUT_MAX) return plain;
  const kept = stopInReach ? plain.slice(0, stop) : cutAtWordBoundary(plain, SEO_CUT_MAX);
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}...`;
}
