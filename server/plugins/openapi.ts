import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fastifyZodOpenApiPlugin, fastifyZodOpenApiTransformers } from 'fastify-zod-openapi';

/** OpenAPI 3 generated from the routes' zod schemas: /api/openapi.json and Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyZodOpenApiPlugin);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Polytsia API',
        version: '1.0.0',
        description:
          'The REST API of Polytsia. Send `language: en|uk` for messages in that language and `Authorization: Bearer <token>` for protected calls.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    ...fastifyZodOpenApiTransformers,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
