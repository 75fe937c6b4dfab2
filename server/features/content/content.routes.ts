import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { contentPage, contentSlugParams } from '#core/schemas/content';
import { notFound } from '../../lib/http-error';

const tags = ['content'];

/** Public content pages (about, privacy policy, terms...) under /api/content. */
export const contentRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  app.get(
    '/:slug',
    {
      schema: {
        tags,
        summary: 'An active content page by slug, in the request language',
        params: contentSlugParams,
        response: { 200: contentPage },
      },
    },
    async (request) => {
      const page = await app.services.content.getContentPage({ slug: request.params.slug }, request.language);
      if (!page) throw notFound();
      return page;
    },
  );
};
