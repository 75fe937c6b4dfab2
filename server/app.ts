import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-zod-openapi';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { schedulePopularityRefresh } from './features/catalogue-entities/entity-popularity';
import { registerApiRoutes } from './features/routes';
import type { LoadContext } from './load-context';
import { authPlugin, bearerOrCookie } from './plugins/auth';
import { contentSecurityPolicy, nonceSource } from './plugins/content-security-policy';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { inputGuardPlugin } from './plugins/input-guard';
import { openApiPlugin } from './plugins/openapi';
import { permissionsPolicyPlugin } from './plugins/permissions-policy';
import { reactRouterPlugin } from './plugins/react-router';
import { realtimePlugin } from './plugins/realtime';
import { attachNotificationHub } from './features/notifications/notifications.hub';
import { localeDetectionPlugin } from './plugins/locale-detection';
import { redirectsPlugin } from './plugins/redirects';
import { requestContextPlugin } from './plugins/request-context';
import { createLocalCacheBus, createRedisCacheBus } from './lib/cache-bus';
import { responseSerializerCompiler } from './lib/response-serializer';
import { createServices } from './services';
import { createFileStore } from './lib/file-store/create-file-store';
import { storedFilesPlugin } from './plugins/stored-files';
import { actorOf } from './lib/actor';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the web pages too (off in API tests). */
  pages?: boolean;
  /** Overrides the logger (tests pass false). */
  logger?: boolean;
  /** Keep visitors' pages a few seconds (default: in production); tests of the kept pages turn it on. */
  keepPages?: boolean;
  /** Where the production build is read from (default `build/` of the project); the browser tests serve a copy. */
  buildDirectory?: string;
}

/** TRUST_PROXY as Fastify takes it; a hop count trusts that many hops, as proxy-addr does for a number. */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export async function buildApp({
  config,
  database,
  pages = true,
  logger,
  keepPages,
  buildDirectory,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    requestIdHeader: 'x-request-id',
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.isProduction));

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits, cache bus) connection error'));
  const cacheBus = redis
    ? await createRedisCacheBus({
        redis,
        prefix: config.redisKeyPrefix,
        log: app.log,
      })
    : createLocalCacheBus();
  const files = await createFileStore(config);
  const services = createServices({ database, config, realtime: () => app.realtime, cacheBus, files });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('files', files);
  app.decorate('services', services);

  await app.register(cookie);
  await app.register(requestContextPlugin);
  await app.register(authPlugin, { secret: config.jwtSecret, secureCookies: config.isProduction });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(redirectsPlugin);
  await app.register(localeDetectionPlugin);
  // The page CSP carries a per-request nonce, so it is set by the pages plugin instead.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(permissionsPolicyPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate:` } : {}),
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });
  await app.register(openApiPlugin);
  await app.register(healthRoutes);
  await app.register(registerApiRoutes);
  await app.register(storedFilesPlugin, { files });
  await app.register(realtimePlugin, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    secureCookies: config.isProduction,
    siteOrigin: new URL(config.appUrl).origin,
    cacheBus,
  });
  attachNotificationHub(app.realtime, services.notifications, app.log);

  if (pages) {
    const publicConfig = {
      appUrl: config.appUrl,
      appDomain: config.appDomain,
      messengerEnabled: config.messengerEnabled,
      googleEnabled: !!config.google,
      telegramEnabled: !!config.telegram,
    };
    await reactRouterPlugin(app, {
      production: config.isProduction,
      root: projectRoot,
      buildDirectory,
      keepPages,
      onCatalogueChanged: cacheBus.onCatalogueChanged,
      loadContext: (request, reply): LoadContext => {
        // Lets the render's inline scripts pass the Content-Security-Policy, this answer only.
        const nonce = randomBytes(16).toString('base64');
        if (config.isProduction) reply.header('content-security-policy', contentSecurityPolicy([nonceSource(nonce)]));
        return {
          services,
          auth: request.auth,
          actor: actorOf(request.auth),
          token: request.auth ? bearerOrCookie(request, app.tokens.cookieName) : null,
          language: request.language,
          nonce,
          publicConfig,
        };
      },
    });
  }

  if (config.env !== 'test') schedulePopularityRefresh(app, database.db);
  app.addHook('onClose', async () => {
    await cacheBus.close();
    await redis?.quit().catch(() => undefined);
  });
  return app;
}
