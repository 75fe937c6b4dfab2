/** A block of a content page body. */
export type ContentBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** A body the rich-text editor wrote (stored sanitized), as opposed to plain text with light Markdown. */
export const isHtmlBody = (body: string) => /^\s*</.test(body);

/** HTML bodies become the same light Markdown (for plain-text uses). */
function htmlToText(html: string): string {
  return html
    .replace(/<h[12][^>]*>/gi, '\n\n# ')
    .replace(/<h[3-6][^>]*>/gi, '\n\n## ')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|ul|ol)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Splits a content page body into blocks: blank lines separate paragraphs, `#`/`##` start
 * headings, `- ` or `* ` start list items.
 */
export function parseContentBody(body: string): ContentBlock[] {
  const text = isHtmlBody(body) ? htmlToText(body) : body;
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*•]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length === 1 ? 2 : 3, text: heading[2] });
    } else if (item) {
      flush();
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(item[1]);
      else blocks.push({ kind: 'list', items: [item[1]] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
