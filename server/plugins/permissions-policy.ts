import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Powerful browser features the site never uses are switched off for it and for anything it
 * embeds; full screen stays for its own pages (the book reader).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'display-capture=()',
  'fullscreen=(self)',
].join(', ');

export const permissionsPolicyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
