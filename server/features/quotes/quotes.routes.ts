import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { landingQuote } from '#core/schemas/books';
import {
  quoteAdminItem,
  quoteAdminList,
  quoteAdminUpdateBody,
  quoteCreateBody,
  quoteItem,
  quoteList,
  quoteUpdateBody,
} from '#core/schemas/quotes';
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
} from '#core/schemas/recensions';
import { actorOf } from '../../lib/actor';
import { requireAdmin, requireUser } from '../../plugins/auth';
import { readerOf } from '../recensions/recensions.routes';

const tags = ['quotes'];
const security = [{ bearer: [] }];

/**
 * Quotes under /api/quote (not in spec §7; designed like the recension calls): a book's list, the
 * list across the catalogue, the quote of the day, one quote, the writer's create / edit / delete,
 * like and save, and the administration's calls under admin/.
 */
export const quotesRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const quotes = () => app.services.quotes;
  const user = { onRequest: requireUser };
  const admin = { onRequest: requireAdmin };

  app.get(
    '/book/:bookId/:page/:size',
    {
      schema: {
        tags,
        summary: "A page of a book's quotes (approved ones, and the caller's own in any state)",
        params: bookPageParams,
        querystring: sortQuery,
        response: { 200: quoteList },
      },
    },
    (request) =>
      quotes().listForBook(
        readerOf(request),
        request.params.bookId,
        { page: request.params.page, pageSize: request.params.size },
        request.query.sort,
      ),
  );

  app.get(
    '/items/:page/:size',
    {
      schema: {
        tags,
        summary: 'A page of quotes across the catalogue, newest or most liked first',
        params: pagePathParams,
        querystring: sortQuery,
        response: { 200: quoteList },
      },
    },
    (request) =>
      quotes().listAll(
        readerOf(request),
        { page: request.params.page, pageSize: request.params.size },
        request.query.sort,
      ),
  );

  app.get(
    '/day',
    {
      schema: {
        tags,
        summary: 'The quote of the day (by priority, then the least recently used; changes at midnight UTC)',
        response: { 200: landingQuote.nullable() },
      },
    },
    (request) => quotes().quoteOfTheDay(request.language),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One quote: approved, or the caller’s own in any state, or any for administrators',
        params: rowIdParams,
        response: { 200: quoteItem },
      },
    },
    (request) => quotes().getQuote(readerOf(request), request.params.id),
  );

  app.post(
    '',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'Add a quote from a book; it waits for approval',
        body: quoteCreateBody,
        response: { 200: quoteItem },
      },
    },
    (request) => quotes().createQuote(readerOf(request), request.body),
  );

  app.put(
    '/:id',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'Edit one’s own quote; it waits for approval again',
        params: rowIdParams,
        body: quoteUpdateBody,
        response: { 200: quoteItem },
      },
    },
    (request) => quotes().updateQuote(readerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'Delete one’s own quote (administrators: any)',
        params: rowIdParams,
        response: { 200: deletedResult },
      },
    },
    (request) => quotes().deleteQuote(actorOf(request.auth), request.params.id),
  );

  app.put(
    '/:id/like',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'Like a quote (`on=true`), take the like back (`on=false`), or toggle it',
        params: rowIdParams,
        querystring: markQuery,
        response: { 200: likeResult },
      },
    },
    (request) => quotes().likeQuote(actorOf(request.auth), request.params.id, request.query.on),
  );

  app.put(
    '/:id/save',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'Save a quote (`on=true`), unsave it (`on=false`), or toggle it',
        params: rowIdParams,
        querystring: markQuery,
        response: { 200: saveResult },
      },
    },
    (request) => quotes().saveQuote(actorOf(request.auth), request.params.id, request.query.on),
  );

  app.get(
    '/admin/items',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'The administration’s quote list: waiting (oldest first), approved, refused or all, with a search',
        querystring: moderationQuery,
        response: { 200: quoteAdminList },
      },
    },
    (request) => quotes().adminListQuotes(readerOf(request), request.query),
  );

  app.get(
    '/admin/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'One quote with its quote-of-the-day fields',
        params: rowIdParams,
        response: { 200: quoteAdminItem },
      },
    },
    (request) => quotes().adminGetQuote(readerOf(request), request.params.id),
  );

  app.put(
    '/admin/:id/approve',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Approve a quote: it becomes public and may be the quote of the day',
        params: rowIdParams,
        response: { 200: quoteAdminItem },
      },
    },
    (request) => quotes().approveQuote(readerOf(request), request.params.id),
  );

  app.put(
    '/admin/:id/reject',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Refuse a quote with a reason its writer sees',
        params: rowIdParams,
        body: rejectBody,
        response: { 200: quoteAdminItem },
      },
    },
    (request) => quotes().rejectQuote(readerOf(request), request.params.id, request.body.reason),
  );

  app.put(
    '/admin/update',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Edit a quote: text, priority, last-used date, approved, day-quote flag',
        body: quoteAdminUpdateBody,
        response: { 200: quoteAdminItem },
      },
    },
    (request) => quotes().adminUpdateQuote(readerOf(request), request.body),
  );

  app.delete(
    '/admin/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Delete any quote',
        params: rowIdParams,
        response: { 200: deletedResult },
      },
    },
    (request) => quotes().adminDeleteQuote(actorOf(request.auth), request.params.id),
  );
};
