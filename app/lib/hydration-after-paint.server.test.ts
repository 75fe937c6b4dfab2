import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { HELD_ENTRY_TYPE } from './hydration-after-paint';
import { holdEntryScript, holdingEntryScript } from './hydration-after-paint.server';

// The shape React Router and React write: preloads hoisted into the head, the entry at the end of the body.
const shell = [
  '<!DOCTYPE html><html lang="uk"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/files/covers/kobzar.webp"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/shell-2.js" nonce="n0"/>',
  '<link nonce="n0" rel="stylesheet" href="/assets/root-3.css"/>',
  '<script type="application/ld+json" nonce="n0">{"name":"Кобзар type=\\"module\\""}</script></head>',
  '<body><p>Кобзар 📚 — &lt;script type=&quot;module&quot;&gt;</p>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");</script>',
  '</body></html>',
].join('');
const late = '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("Тарас");</script>';

describe('holdEntryScript', () => {
  const held = holdEntryScript(shell);

  it('takes the module preloads out and keeps their paths on the inert entry script', () => {
    expect(held).not.toContain('modulepreload');
    expect(held).toContain(
      `<script nonce="n0" type="${HELD_ENTRY_TYPE}" data-preloads="/assets/entry.client-1.js /assets/shell-2.js">` +
        'import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");</script>',
    );
    expect(held).not.toMatch(/type="module"/);
  });

  it('leaves everything else as rendered', () => {
    const untouched = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(/<script nonce="n0" (type|data)[^>]*>[^<]*<\/script>/g, '');
    expect(untouched(held)).toBe(untouched(shell));
    expect(held).toContain('<link rel="preload" as="image" href="/files/covers/kobzar.webp"/>');
  });

  it('leaves a page without an inline entry script alone (a module script with src is not the entry)', () => {
    const withoutEntry =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" src="/@vite/client"></script></body></html>';
    expect(holdEntryScript(withoutEntry)).toBe(withoutEntry);
  });
});

describe('holdingEntryScript', () => {
  const streamed = async (chunks: string[]) =>
    text(Readable.from(chunks).pipe(holdingEntryScript()));

  it('gives the same page however the render splits its text, tags and markers included', async () => {
    const page = shell + late;
    const expected = holdEntryScript(shell) + late;
    for (let cut = 1; cut < page.length; cut += 7) {
      expect(await streamed([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    expect(await streamed([...page])).toBe(expected);
  });

  it('writes UTF-8 bytes', async () => {
    const bytes: Buffer[] = [];
    const stream = holdingEntryScript();
    stream.on('data', (chunk: Buffer) => bytes.push(chunk));
    stream.end(shell + late);
    await new Promise((resolve) => stream.on('end', resolve));
    expect(Buffer.concat(bytes).toString('utf8')).toBe(holdEntryScript(shell) + late);
    expect(bytes.every((chunk) => Buffer.isBuffer(chunk))).toBe(true);
  });

  it('passes what follows the shell through as it comes', async () => {
    const stream = holdingEntryScript();
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    stream.write(shell.slice(0, 200));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([]);
    stream.write(shell.slice(200));
    stream.write(late);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([holdEntryScript(shell), late]);
    stream.end();
  });

  it('writes a page that never reaches an entry script unchanged', async () => {
    const failed = '<!DOCTYPE html><html><body><h1>Помилка</h1></body></html>';
    expect(await streamed([failed.slice(0, 20), failed.slice(20)])).toBe(failed);
  });
});
