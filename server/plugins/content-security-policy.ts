import { createHash } from 'node:crypto';

/**
 * The pages' Content-Security-Policy. Inline scripts run only when `scriptSources` allow them: the
 * answer's nonce (`'nonce-…'`) for a page rendered for one request, or the SHA-256 of each inline
 * script (`'sha256-…'`) for a page kept and answered to many visitors (decision 0009).
 */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    // Mantine sets style attributes and injects its CSS variables at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // CSP Level 3: 'self' also matches ws:/wss: of the page's own host and port, so the socket
    // reaches its own origin and no other (decision 0014).
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/dg;

/**
 * The `'sha256-…'` sources of the inline scripts the render wrote, known by the render's nonce on
 * them: a script without it (markup that is not the render's own) stays as blocked as before.
 * React and React Router escape `<` inside scripts and text, so `</script>` ends each script.
 * The page is scanned as bytes (latin1: one character per byte, so a match's indices are byte
 * offsets) and each script's UTF-8 bytes hashed as they are, without decoding the whole page.
 */
export function inlineScriptHashes(html: Buffer, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc=/.test(attributes) || !attributes.includes(`nonce="${nonce}"`)) continue;
    const [start, end] = match.indices![2]!;
    hashes.add(`'sha256-${createHash('sha256').update(html.subarray(start, end)).digest('base64')}'`);
  }
  return [...hashes];
}
