import type { Config } from 'isomorphic-dompurify';

/**
 * What a content page body may hold: the rich-text editor's blocks and marks, links by `href`
 * only. No attributes besides `href` (no `style`, `class`, handlers or `target`), no scripts,
 * frames, forms, images or media; DOMPurify drops `javascript:` and other unsafe link schemes.
 * The page's own title is its h1, so bodies start at h2.
 */
const CONTENT_HTML: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'sub',
    'sup',
    'mark',
  ],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// DOMPurify brings a DOM (jsdom) on the server: loaded on the first save, not at start.
let purifier: Promise<typeof import('isomorphic-dompurify')> | null = null;

/** The body as safe HTML: what an administrator wrote, less anything that could run or restyle the page. */
export async function sanitizeContentHtml(html: string): Promise<string> {
  if (!html.trim()) return '';
  purifier ??= import('isomorphic-dompurify');
  const { sanitize } = await purifier;
  return sanitize(html, { ...CONTENT_HTML, RETURN_TRUSTED_TYPE: false }).trim();
}

/** Whether sanitized HTML holds any text a reader would see. */
export const hasVisibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';
