import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnstorableCharacters } from '#core/validation/text';
import { fieldErrors } from '../lib/http-error';

type Part = 'params' | 'query' | 'body';
const PARTS: Part[] = ['params', 'query', 'body'];

/** The dotted path of the first key or string holding a NUL or a lone surrogate, or null. */
export function findUnstorableText(value: unknown, root = ''): string | null {
  // A walk with its own stack: a deeply nested JSON body must not overflow the call stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (hasUnstorableCharacters(node)) return path;
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (node && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (hasUnstorableCharacters(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

function refuseUnstorable(request: FastifyRequest) {
  for (const part of PARTS) {
    const field = findUnstorableText(request[part]);
    if (field !== null)
      throw fieldErrors({ [field || part]: ['errors.invalidCharacters'] }, 'errors.invalidCharacters');
  }
}

/**
 * Every API call's path params, query string and JSON body are refused with 400 when they hold a
 * NUL or a lone surrogate, before validation and long before the database (which answers those
 * with an error of its own). One hook for every route, so a new route cannot forget it.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/')) refuseUnstorable(request);
  });
});
