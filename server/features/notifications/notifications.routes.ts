import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { notificationList } from '#core/schemas/notifications';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** Spec §7 User: `GET me/notifications`, under /api/user. Seen is told over the hub (OnNotificationOpen). */
export const notificationsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const notifications = app.services.notifications;

  app.get(
    '/me/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          "The caller's notifications of the last 30 days, newest first, at most 100, with how many are new since the panel was last opened",
        response: { 200: notificationList },
      },
    },
    async (request) => notifications.listNotifications(actorOf(request.auth)),
  );
};
