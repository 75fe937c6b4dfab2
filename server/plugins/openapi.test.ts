import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { operationIdOf } from './openapi';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  parameters?: unknown[];
  requestBody?: unknown;
}
type Document = { paths: Record<string, Record<string, Operation>>; servers?: { url: string }[] };

let t: TestApp;
let source: string;
let document: Document;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://polytsia.app' });
  source = (await t.app.inject({ url: '/api/openapi.json' })).body;
  document = JSON.parse(source) as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/**
 * Warnings of the recommended ruleset this document keeps, each with its reason, by rule and the
 * exact places. Anything else (a new warning, a warning elsewhere, any error) fails the test.
 */
const keptWarnings: Record<string, { why: string; at: string[] }> = {
  'no-ambiguous-paths': {
    why: 'paths fixed by the product spec (§7); Fastify matches the static segment first, so no call is ambiguous',
    at: [
      '/api/book/{id}/similar',
      '/api/book/owner/{id}',
      '/api/book/user-status/{id}',
      '/api/book/{id}/read',
      '/api/user/{bookId}/status',
      '/api/user/friend/{id}',
      // The comment calls of spec §7 (author, compilation) and the recension / quote calls designed like them.
      '/api/author/comment/{id}',
      '/api/compilation/comment/{id}',
      '/api/author/{id}/comments',
      '/api/compilation/{id}/comments',
      '/api/recension/admin/{id}',
      '/api/recension/comment/{id}',
      '/api/recension/{id}/comments',
      '/api/recension/{id}/comments/{parentId}',
      '/api/quote/admin/{id}',
      '/api/quote/comment/{id}',
      '/api/quote/{id}/comments',
      '/api/quote/{id}/comments/{parentId}',
      '/api/user/user/{id}',
      '/api/book/admin/{id}',
    ],
  },
  'operation-4xx-response': {
    why: 'public calls that take no input: no 4xx answer applies to them',
    at: [
      '/health/live',
      '/health/ready',
      '/api/book/landing-info',
      '/api/book/filter-options',
      '/api/genre/options',
      '/api/genre/parent-options',
      '/api/genre/preference',
      '/api/tag/tags',
      '/api/quote/day',
    ],
  },
  'operation-2xx-response': {
    why: 'browser redirect steps of Google sign-in: they answer 302 only',
    at: ['/api/auth/google/start', '/api/auth/google/callback'],
  },
};

const pathOf = (pointer = '') => decodeURIComponent(pointer.split('/')[2] ?? '').replaceAll('~1', '/');

describe('the served OpenAPI document', () => {
  it('passes Redocly’s recommended lint with no errors and only the warnings kept on purpose', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, config, absoluteRef: 'openapi.json' });
    const unexpected = problems
      .filter(
        (problem) =>
          problem.severity === 'error' ||
          !keptWarnings[problem.ruleId]?.at.includes(pathOf(problem.location[0]?.pointer)),
      )
      .map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(unexpected).toEqual([]);
  });

  it('names every operation with a unique operationId of its domain and verb', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(
      ids.every((id) => typeof id === 'string' && /^[a-z]+(Get|Post|Put|Delete|Patch)[A-Za-z0-9]*$/.test(id)),
    ).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/book/details/{id}']?.get?.operationId).toBe('bookGetDetails');
    expect(document.paths['/api/user/admin/{id}']?.delete?.operationId).toBe('userDeleteAdmin');
  });

  it('documents the spec’s error answers: 400 for input, 401/403 when protected, 404 by id, 429 when limited', () => {
    for (const { path, method, operation } of operations()) {
      const errors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      const at = `${method.toUpperCase()} ${path}`;
      if (!keptWarnings['operation-4xx-response']!.at.includes(path)) expect(errors.length, at).toBeGreaterThan(0);
      for (const status of errors)
        expect(operation.responses[status]?.content?.['application/json']?.schema?.$ref, `${at} ${status}`).toBe(
          '#/components/schemas/ErrorAnswer',
        );
      if (operation.security?.length) expect(errors, at).toEqual(expect.arrayContaining(['401', '403']));
      if (path.includes('{')) expect(errors, at).toContain('404');
    }
    expect(Object.keys(document.paths['/api/auth/login']!.post!.responses)).toEqual(
      expect.arrayContaining(['400', '429']),
    );
  });

  it('says `security: []` on public calls and names this deployment as its server', () => {
    expect(document.paths['/api/book/items']?.post?.security).toEqual([]);
    expect(document.paths['/api/user/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.servers).toEqual([expect.objectContaining({ url: t.config.appUrl })]);
  });
});

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/book/details/:id', 'bookGetDetails'],
    ['PUT', '/api/user/:bookId/status/:status', 'userPutStatus'],
    ['GET', '/api/user/me/avatars/:x', 'userGetMeAvatars'],
    ['POST', '/api/auth/resetPassword', 'authPostResetPassword'],
    ['GET', '/health/live', 'healthGetLive'],
  ])('%s %s → %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});
