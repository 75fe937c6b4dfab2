import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  contactAdminItem,
  contactAdminList,
  contactAdminQuery,
  contactMessageBody,
  contactMessageSent,
} from '#core/schemas/contact';
import { rowIdParams } from '#core/schemas/recensions';
import { actorOf } from '../../lib/actor';
import { requireAdmin } from '../../plugins/auth';
import { byIp, limitCalls } from '../auth/rate-limits';

const MINUTE = 60_000;

/** Per address and per email: the unanswered-message rule already holds an address to one message. */
export const CONTACT_LIMITS = {
  perAddress: { max: 5, timeWindow: 60 * MINUTE },
  perEmail: { max: 5, timeWindow: 60 * MINUTE },
} as const;

const byBodyEmail = (request: { body?: unknown }) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

const tags = ['contact'];
const security = [{ bearer: [] }];

/**
 * The contact form's call, under /api/contact (spec §8 "Contact us"; designed in spec §7's style),
 * and the administration's calls under admin/ (not in the spec) that read and answer the messages.
 */
export const contactRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const contact = () => app.services.contact;
  const admin = { onRequest: requireAdmin };

  app.post(
    '/message',
    {
      preHandler: [
        limitCalls(app, 'contact-ip', CONTACT_LIMITS.perAddress, byIp),
        limitCalls(app, 'contact-email', CONTACT_LIMITS.perEmail, byBodyEmail),
      ],
      schema: {
        tags,
        summary:
          'Write to the team (visitors too): stored and mailed to the administrators; 409 while the address has an unanswered message',
        body: contactMessageBody(app.config.appDomain),
        response: { 200: contactMessageSent },
      },
    },
    (request) => contact().sendMessage(actorOf(request.auth), request.body, request.language),
  );

  app.get(
    '/admin/items',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'The messages written to the team, newest first: waiting for an answer, or answered',
        querystring: contactAdminQuery,
        response: { 200: contactAdminList },
      },
    },
    (request) => contact().listMessages(actorOf(request.auth), request.query),
  );

  app.put(
    '/admin/:id/answered',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Mark a message answered: its address may write to the team again',
        params: rowIdParams,
        response: { 200: contactAdminItem },
      },
    },
    (request) => contact().markAnswered(actorOf(request.auth), request.params.id),
  );
};
