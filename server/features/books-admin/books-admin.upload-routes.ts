import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import { bookAdminFiles, bookIdParams, coverAnswer, fileTypeQuery } from '#core/schemas/books-admin';
import { zRowIdParam } from '#core/validation/zod';
import { actorOf } from '../../lib/actor';
import { fieldErrors, HttpError } from '../../lib/http-error';
import { requireAdmin } from '../../plugins/auth';
import { limitUploads } from '../files/upload-limits';
import { COVER_MAX_BYTES } from './book-cover-store';
import { BOOK_FILE_MAX_BYTES } from './book-file-store';
import { guarded, security, tags } from './books-admin.route-options';

const MEGABYTE = 1024 * 1024;

const addFileFields = z.object({
  bookId: zRowIdParam,
  fileType: fileTypeQuery.shape.fileType.optional(),
});

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The multipart form's one file (field `fileField`) and its text fields. A file over `maxBytes`
 * answers 413 naming the limit; a form without the file answers 400 on that field.
 */
async function readForm(request: FastifyRequest, fileField: string, maxBytes: number) {
  if (!request.isMultipart()) throw fieldErrors({ [fileField]: ['admin-books.errors.fileMissing'] });
  const fields: Record<string, string> = {};
  let content: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === fileField) content = buffer;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error))
      throw new HttpError(413, 'admin-books.errors.fileTooLarge', { limit: Math.round(maxBytes / MEGABYTE) });
    throw error;
  }
  if (!content?.length) throw fieldErrors({ [fileField]: ['admin-books.errors.fileMissing'] });
  return { content, fields };
}

/** The calls that take files: a book's file (`addFile`) and its cover (not in the spec: `{id}/cover`). */
export const booksAdminUploadRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;
  const uploads = { onRequest: [requireAdmin, limitUploads(app)] };

  app.post(
    '/addFile',
    {
      ...uploads,
      schema: {
        tags,
        security,
        summary: `Attach a book file (multipart: document, bookId, optional fileType; up to ${BOOK_FILE_MAX_BYTES / MEGABYTE} MB). The format is read from the content (PDF, EPUB, MOBI, FB2, RTF, UTF-8 text), never the name; a newer file of a format replaces the older. Answers the book's files`,
        response: { 200: bookAdminFiles },
      },
    },
    async (request) => {
      const { content, fields } = await readForm(request, 'document', BOOK_FILE_MAX_BYTES);
      const parsed = addFileFields.safeParse(fields);
      if (!parsed.success)
        throw fieldErrors(
          Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])),
        );
      return books().addFile(actorOf(request.auth), parsed.data.bookId, content, parsed.data.fileType);
    },
  );

  app.put(
    '/:id/cover',
    {
      ...uploads,
      schema: {
        tags,
        security,
        summary: `Upload the book's cover (multipart: document, a JPEG, PNG, WebP or GIF up to ${COVER_MAX_BYTES / MEGABYTE} MB, at least 200×310): cropped to 200×310 and 400×620 WebP`,
        params: bookIdParams,
        response: { 200: coverAnswer },
      },
    },
    async (request) => {
      const { content } = await readForm(request, 'document', COVER_MAX_BYTES);
      return books().setCover(actorOf(request.auth), request.params.id, content);
    },
  );

  app.delete(
    '/:id/cover',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "Remove the book's cover",
        params: bookIdParams,
        response: { 200: coverAnswer },
      },
    },
    (request) => books().removeCover(actorOf(request.auth), request.params.id),
  );
};
