import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import type { z } from 'zod';
import type { PageRequest } from '#core/schemas/paging';
import {
  bookPageParams,
  deletedResult,
  likeResult,
  markQuery,
  moderationQuery,
  pagePathParams,
  rejectBody,
  rowIdParams,
  saveResult,
  sortQuery,
  userPageParams,
  type LikeResult,
  type ModerationQuery,
  type ReadingSort,
  type SaveResult,
} from '#core/schemas/recensions';
import { actorOf, type Actor } from '../../lib/actor';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { ReadingViewer } from './reading-lists';

type App = Parameters<FastifyPluginAsyncZodOpenApi>[0];
type Deleted = Promise<z.input<typeof deletedResult>>;

const security = [{ bearer: [] }];
const user = { onRequest: requireUser };
const admin = { onRequest: requireAdmin };

/** The caller and the language of a request, as the recension and quote services read them. */
export const readerOf = (request: FastifyRequest): ReadingViewer => ({
  actor: actorOf(request.auth),
  language: request.language,
});

/** A body as its route's schema parsed it (the type provider cannot resolve a schema given as a type parameter). */
const validated = <Schema extends z.ZodType>(body: unknown) => body as z.output<Schema>;

const pageOf = (params: { page: number; size: number }): PageRequest => ({ page: params.page, pageSize: params.size });

/** The schemas of one kind's routes. */
export interface ReadingSchemas {
  item: z.ZodType;
  list: z.ZodType;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  adminItem: z.ZodType;
  adminList: z.ZodType;
  adminUpdateBody: z.ZodType;
}

/**
 * What the recension and quote routes differ in: their names, schemas, the summaries worded for
 * the kind, and the service calls.
 */
export interface ReadingRoutesKind<Schemas extends ReadingSchemas> {
  tags: string[];
  /** One item, as the summaries name it: `quote`. */
  noun: string;
  /** Several: `quotes`. */
  nouns: string;
  schemas: Schemas;
  summaries: Record<'get' | 'create' | 'adminList' | 'adminGet' | 'approve' | 'adminUpdate', string>;
  calls: {
    listForBook(
      reader: ReadingViewer,
      bookRef: string,
      paging: PageRequest,
      sort: ReadingSort,
    ): Promise<z.input<Schemas['list']>>;
    listAll(reader: ReadingViewer, paging: PageRequest, sort: ReadingSort): Promise<z.input<Schemas['list']>>;
    get(reader: ReadingViewer, id: number): Promise<z.input<Schemas['item']>>;
    create(reader: ReadingViewer, body: z.output<Schemas['createBody']>): Promise<z.input<Schemas['item']>>;
    update(reader: ReadingViewer, id: number, body: z.output<Schemas['updateBody']>): Promise<z.input<Schemas['item']>>;
    delete(actor: Actor, id: number): Deleted;
    like(actor: Actor, id: number, on?: boolean): Promise<LikeResult>;
    save(actor: Actor, id: number, on?: boolean): Promise<SaveResult>;
    adminList(reader: ReadingViewer, query: ModerationQuery): Promise<z.input<Schemas['adminList']>>;
    adminGet(reader: ReadingViewer, id: number): Promise<z.input<Schemas['adminItem']>>;
    approve(reader: ReadingViewer, id: number): Promise<z.input<Schemas['adminItem']>>;
    reject(reader: ReadingViewer, id: number, reason: string): Promise<z.input<Schemas['adminItem']>>;
    adminUpdate(
      reader: ReadingViewer,
      body: z.output<Schemas['adminUpdateBody']>,
    ): Promise<z.input<Schemas['adminItem']>>;
    adminDelete(actor: Actor, id: number): Deleted;
  };
}

/** A book's list and the list across the catalogue. */
export function readingListRoutes<Schemas extends ReadingSchemas>(app: App, kind: ReadingRoutesKind<Schemas>) {
  const { tags, nouns, calls } = kind;
  app.get(
    '/book/:bookId/:page/:size',
    {
      schema: {
        tags,
        summary: `A page of a book's ${nouns} (approved ones, and the caller's own in any state)`,
        params: bookPageParams,
        querystring: sortQuery,
        response: { 200: kind.schemas.list },
      },
    },
    (request) =>
      calls.listForBook(readerOf(request), request.params.bookId, pageOf(request.params), request.query.sort),
  );

  app.get(
    '/items/:page/:size',
    {
      schema: {
        tags,
        summary: `A page of ${nouns} across the catalogue, newest or most liked first`,
        params: pagePathParams,
        querystring: sortQuery,
        response: { 200: kind.schemas.list },
      },
    },
    (request) => calls.listAll(readerOf(request), pageOf(request.params), request.query.sort),
  );
}

/** One item, the writer's create, edit and delete, and a reader's like and save. */
export function readingItemRoutes<Schemas extends ReadingSchemas>(app: App, kind: ReadingRoutesKind<Schemas>) {
  const { tags, noun, calls } = kind;
  app.get(
    '/:id',
    { schema: { tags, summary: kind.summaries.get, params: rowIdParams, response: { 200: kind.schemas.item } } },
    (request) => calls.get(readerOf(request), request.params.id),
  );

  app.post(
    '',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: kind.summaries.create,
        body: kind.schemas.createBody,
        response: { 200: kind.schemas.item },
      },
    },
    (request) => calls.create(readerOf(request), validated<Schemas['createBody']>(request.body)),
  );

  app.put(
    '/:id',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: `Edit one’s own ${noun}; it waits for approval again`,
        params: rowIdParams,
        body: kind.schemas.updateBody,
        response: { 200: kind.schemas.item },
      },
    },
    (request) => calls.update(readerOf(request), request.params.id, validated<Schemas['updateBody']>(request.body)),
  );

  app.delete(
    '/:id',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: `Delete one’s own ${noun} (administrators: any)`,
        params: rowIdParams,
        response: { 200: deletedResult },
      },
    },
    (request) => calls.delete(actorOf(request.auth), request.params.id),
  );

  app.put(
    '/:id/like',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: `Like a ${noun} (\`on=true\`), take the like back (\`on=false\`), or toggle it`,
        params: rowIdParams,
        querystring: markQuery,
        response: { 200: likeResult },
      },
    },
    (request) => calls.like(actorOf(request.auth), request.params.id, request.query.on),
  );

  app.put(
    '/:id/save',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: `Save a ${noun} (\`on=true\`), unsave it (\`on=false\`), or toggle it`,
        params: rowIdParams,
        querystring: markQuery,
        response: { 200: saveResult },
      },
    },
    (request) => calls.save(actorOf(request.auth), request.params.id, request.query.on),
  );
}

/** The administration's calls under admin/: the list, one item, approve, refuse, edit and delete. */
export function readingModerationRoutes<Schemas extends ReadingSchemas>(app: App, kind: ReadingRoutesKind<Schemas>) {
  const { tags, noun, calls } = kind;
  app.get(
    '/admin/items',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: kind.summaries.adminList,
        querystring: moderationQuery,
        response: { 200: kind.schemas.adminList },
      },
    },
    (request) => calls.adminList(readerOf(request), request.query),
  );

  app.get(
    '/admin/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: kind.summaries.adminGet,
        params: rowIdParams,
        response: { 200: kind.schemas.adminItem },
      },
    },
    (request) => calls.adminGet(readerOf(request), request.params.id),
  );

  app.put(
    '/admin/:id/approve',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: kind.summaries.approve,
        params: rowIdParams,
        response: { 200: kind.schemas.adminItem },
      },
    },
    (request) => calls.approve(readerOf(request), request.params.id),
  );

  app.put(
    '/admin/:id/reject',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: `Refuse a ${noun} with a reason its writer sees`,
        params: rowIdParams,
        body: rejectBody,
        response: { 200: kind.schemas.adminItem },
      },
    },
    (request) => calls.reject(readerOf(request), request.params.id, request.body.reason),
  );

  app.put(
    '/admin/update',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: kind.summaries.adminUpdate,
        body: kind.schemas.adminUpdateBody,
        response: { 200: kind.schemas.adminItem },
      },
    },
    (request) => calls.adminUpdate(readerOf(request), validated<Schemas['adminUpdateBody']>(request.body)),
  );

  app.delete(
    '/admin/:id',
    {
      ...admin,
      schema: { tags, security, summary: `Delete any ${noun}`, params: rowIdParams, response: { 200: deletedResult } },
    },
    (request) => calls.adminDelete(actorOf(request.auth), request.params.id),
  );
}

/** What a reader's lists under /api/user need of a kind. */
interface ReadingUserListsKind<List extends z.ZodType> {
  tags: string[];
  nouns: string;
  /** The path's name of the kind: `quotes`, `reviews`. */
  segment: string;
  list: List;
  service(app: App): {
    listMine(reader: ReadingViewer, list: 'last' | 'saved' | 'liked', paging: PageRequest): Promise<z.input<List>>;
    listUsers(reader: ReadingViewer, userRef: string, paging: PageRequest): Promise<z.input<List>>;
  };
}

/**
 * Spec §7 User: the reader's own lists of a kind (`me/{segment}/last|saved|liked`, the caller
 * only: nobody reads another's saved or liked ones) and another reader's written ones.
 */
export function readingUserListRoutes<List extends z.ZodType>(
  kind: ReadingUserListsKind<List>,
): FastifyPluginAsyncZodOpenApi {
  const { tags, nouns, segment } = kind;
  // Widened: the type provider cannot check a reply against a type parameter; `service` is checked against `List`.
  const listSchema: z.ZodType = kind.list;
  return async (app) => {
    const service = () => kind.service(app);

    for (const list of ['last', 'saved', 'liked'] as const)
      app.get(
        `/me/${segment}/${list}/:page/:size`,
        {
          ...user,
          schema: {
            tags,
            security,
            summary: {
              last: `The ${nouns} the caller wrote, newest first, in any state`,
              saved: `The ${nouns} the caller saved, latest saved first`,
              liked: `The ${nouns} the caller liked, latest liked first`,
            }[list],
            params: pagePathParams,
            response: { 200: listSchema },
          },
        },
        (request) => service().listMine(readerOf(request), list, pageOf(request.params)),
      );

    app.get(
      `/user/:id/${segment}/last/:page/:size`,
      {
        schema: {
          tags,
          summary: `A reader's approved ${nouns}, newest first (the user by id or userName)`,
          params: userPageParams,
          response: { 200: listSchema },
        },
      },
      (request) => service().listUsers(readerOf(request), request.params.id, pageOf(request.params)),
    );
  };
}
