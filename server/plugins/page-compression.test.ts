import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPagesApp, type PagesApp } from '../test/pages-app';
import { streamingCompression } from './react-router';

// The pages through the development bridge (Vite renders them; no production build needed):
// the same Fastify route and compression as production.
let pages: PagesApp;
let app: FastifyInstance;

beforeAll(async () => {
  pages = await openPagesApp();
  ({ app } = pages);
}, 120_000);
afterAll(async () => {
  await pages?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('page responses', () => {
  it('are gzip-compressed when the client accepts gzip', async () => {
    const response = await page('/company', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = gunzipSync(response.rawPayload).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('</html>');
  }, 60_000);

  it('are brotli-compressed when the client prefers it', async () => {
    const response = await page('/company', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/i);
  });

  it('are plain without accept-encoding, and still vary on it', async () => {
    const response = await page('/company');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/i);
    // Fastify's own headers still reach pages (helmet).
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keep the status of a missing page', async () => {
    const response = await page('/no-such-page-here', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it('keep redirects, without a body to compress', async () => {
    const response = await page('/preferences', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?redirectTo=%2Fpreferences');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answer HEAD with the headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/company' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });
});

describe('page compression', () => {
  it('sends each burst of a streamed page as it is written, not at the end', async () => {
    const server = Fastify();
    await server.register(compress, { global: true, threshold: 1024 });
    const body = new PassThrough();
    server.get('/stream', { compress: streamingCompression }, async (_request, reply) => {
      body.write('<!DOCTYPE html><p>shell</p>');
      return reply.type('text/html').send(body);
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      let received = '';
      let encoding: string | undefined;
      const shellArrived = new Promise<void>((resolve, reject) => {
        setTimeout(
          () => reject(new Error(`only ${JSON.stringify(received)} arrived while the stream was open`)),
          5_000,
        );
        request({ port, host: '127.0.0.1', path: '/stream', headers: { 'accept-encoding': 'gzip' } }, (response) => {
          encoding = response.headers['content-encoding'];
          const text = response.pipe(createGunzip());
          text.on('data', (chunk: Buffer) => {
            received += chunk.toString('utf8');
            if (received.includes('shell')) resolve();
          });
          text.on('end', () => (received += '<end>'));
        })
          .on('error', reject)
          .end();
      });
      // The page is still open: its shell must already have arrived.
      await shellArrived;
      expect(encoding).toBe('gzip');
      expect(received).toBe('<!DOCTYPE html><p>shell</p>');
      body.end('<p>late</p>');
      await expect.poll(() => received).toBe('<!DOCTYPE html><p>shell</p><p>late</p><end>');
    } finally {
      body.end();
      await server.close();
    }
  });
});
