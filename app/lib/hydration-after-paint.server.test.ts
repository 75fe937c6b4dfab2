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
  '<body><p>Кобзар — &lt;script type=&quot;module&quot;&gt;</p>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");</script>',
  '</body></html>',
].join('');
const late = '<script nonce="n0">window.__reactRouterContext.streamController.enqueue("Тарас");</script>';

describe('holdEntryScript', () => {
  const held = holdEntryScript(Buffer.from(shell)).toString();

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
    expect(holdEntryScript(Buffer.from(withoutEntry)).toString()).toBe(withoutEntry);
  });
});

describe('holdingEntryScript', () => {
  const streamed = async (chunks: Buffer[]) => text(Readable.from(chunks).pipe(holdingEntryScript()));

  it('gives the same page however the render splits its bytes, UTF-8 characters and tags included', async () => {
    const bytes = Buffer.from(shell + late);
    const expected = holdEntryScript(Buffer.from(shell)).toString() + late;
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    const byteByByte = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await streamed(byteByByte)).toBe(expected);
  });

  it('passes what follows the shell through as it comes', async () => {
    const stream = holdingEntryScript();
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    stream.write(Buffer.from(shell.slice(0, 200)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([]);
    stream.write(Buffer.from(shell.slice(200)));
    stream.write(Buffer.from(late));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([holdEntryScript(Buffer.from(shell)).toString(), late]);
    stream.end();
  });

  it('writes a page that never reaches an entry script unchanged', async () => {
    const failed = '<!DOCTYPE html><html><body><h1>Помилка</h1></body></html>';
    expect(await streamed([Buffer.from(failed.slice(0, 20)), Buffer.from(failed.slice(20))])).toBe(failed);
  });
});
