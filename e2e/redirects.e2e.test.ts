import { describe, expect, inject, it } from 'vitest';
import { createHash } from 'node:crypto';
import { demoAccounts } from './support/accounts';
import { specRedirects } from './support/spec-routes';

const baseUrl = inject('baseUrl');

/** The executable inline scripts of a page (JSON-LD is data, not script). */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
    .map(([, , content]) => content!);

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('redirect rules of spec §2', () => {
  for (const rule of specRedirects) {
    it(`${rule.from} → ${rule.to}`, async () => {
      const response = await fetch(baseUrl + rule.from, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe(rule.to);
    });
  }

  it('keeps the query string', async () => {
    const response = await fetch(`${baseUrl}/ua/books?sortby=2&page=3`, { redirect: 'manual' });
    expect(response.headers.get('location')).toMatch(/\/uk\/books\?sortby=2&page=3$/);
  });

  it('answers 308 to a non-GET request so the method is kept', async () => {
    const response = await fetch(`${baseUrl}/en/books`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(308);
  });

  it('redirects a locale-prefixed singular path to its plural', async () => {
    const response = await fetch(`${baseUrl}/uk/genre`, { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe('/uk/genres');
  });
});

describe('production headers', () => {
  it('allows a visitor’s page exactly the inline scripts it rendered, by their SHA-256', async () => {
    const response = await fetch(`${baseUrl}/books`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSources = policy.match(/script-src ([^;]+)/)?.[1].split(' ') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const scripts = inlineScriptsOf(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const content of scripts) expect(scriptSources).toContain(sha256Source(content));
  });

  it('gives a signed-in reader’s page a nonce of its own', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.reader.email, password: demoAccounts.reader.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const page = () => fetch(`${baseUrl}/books`, { headers: { authorization: `Bearer ${token}` } });
    const [first, second] = [await page(), await page()];
    const nonces = [first, second].map(
      (response) => response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1],
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    for (const attributes of inlineScripts.filter((attrs) => !attrs.includes('application/ld+json')))
      expect(attributes).toContain(`nonce="${nonces[0]}"`);
  });

  it('serves hashed assets with immutable caching', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/[^"'\s]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(baseUrl + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});
