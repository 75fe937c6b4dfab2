import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, nonceSource } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  it('allows inline scripts by the answer’s nonce', () => {
    expect(contentSecurityPolicy([nonceSource('abc')])).toContain("script-src 'self' 'nonce-abc';");
  });

  it('lets the page connect to its own origin only (its socket too), not to any ws: or wss: host', () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/\bwss?:/);
  });

  it('hashes exactly the inline scripts the render wrote with its nonce', () => {
    const html = [
      '<script nonce="n1">window.a = 1</script>',
      '<script type="module" async="" nonce="n1">import("/assets/entry.js");</script>',
      '<script src="/assets/app.js" nonce="n1"></script>',
      '<div><script>alert("injected")</script></div>',
      '<script nonce="other">alert("not ours")</script>',
      '<script nonce="n1">window.a = 1</script>',
      '<p>Книжкова полиця</p><script nonce="n1">window.title = "Кобзар — Шевченко"</script>',
    ].join('');
    expect(inlineScriptHashes(Buffer.from(html), 'n1')).toEqual([
      sha256('window.a = 1'),
      sha256('import("/assets/entry.js");'),
      sha256('window.title = "Кобзар — Шевченко"'),
    ]);
  });
});
