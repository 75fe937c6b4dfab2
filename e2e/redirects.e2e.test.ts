import { describe, expect, inject, it } from 'vitest';
import { specRedirects } from './support/spec-routes';

const baseUrl = inject('baseUrl');

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
  it('sends a nonce-based Content-Security-Policy with every page', async () => {
    const response = await fetch(`${baseUrl}/books`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts.filter((attrs) => !attrs.includes('application/ld+json')))
      expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('serves hashed assets with immutable caching', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(baseUrl + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});
