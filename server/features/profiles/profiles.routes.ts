import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  activityList,
  bookRequestList,
  ownPageParams,
  publicProfile,
  readingStatistics,
  userPageParams,
  userRefParams,
} from '#core/schemas/profiles';
import { ownShelfParams, shelfList, userShelfParams } from '#core/schemas/statuses';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';

const tags = ['profiles'];
const security = [{ bearer: [] }];
const paging = (params: { page: number; size: number }) => ({ page: params.page, pageSize: params.size });

/**
 * Spec §7 User reading calls under /api/user: a reader's profile, shelves, timeline and the caller's
 * book add requests; `me/statistics` and `user/{id}/statistics` are designed in the same style.
 */
export const profilesRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const profiles = app.services.profiles;

  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        summary: "A reader's public profile: fields, shelf counts, activity level and the caller's friend state",
        params: userRefParams,
        response: { 200: publicProfile },
      },
    },
    async (request) => profiles.getProfile(actorOf(request.auth), request.params.id),
  );

  app.get(
    '/me/book-status/:status/:page/:size',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "One of the caller's shelves (1 Reading, 2 Want to read, 3 Finished), most recently shelved first",
        params: ownShelfParams,
        response: { 200: shelfList },
      },
    },
    async (request) =>
      profiles.listOwnShelf(actorOf(request.auth), request.language, request.params.status, paging(request.params)),
  );

  app.get(
    '/user/:id/book-status/:status/:page/:size',
    {
      schema: {
        tags,
        summary: "One of a reader's shelves; each book also carries the caller's own shelf",
        params: userShelfParams,
        response: { 200: shelfList },
      },
    },
    async (request) =>
      profiles.listUserShelf(
        actorOf(request.auth),
        request.language,
        request.params.id,
        request.params.status,
        paging(request.params),
      ),
  );

  app.get(
    '/me/activity/:page/:size',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's timeline: shelves, recensions and quotes (waiting ones too) and likes, newest first",
        params: ownPageParams,
        response: { 200: activityList },
      },
    },
    async (request) => profiles.listOwnActivity(actorOf(request.auth), request.language, paging(request.params)),
  );

  app.get(
    '/user/:id/activity/:page/:size',
    {
      schema: {
        tags,
        summary: "A reader's timeline: shelves, approved recensions and quotes, and likes, newest first",
        params: userPageParams,
        response: { 200: activityList },
      },
    },
    async (request) =>
      profiles.listUserActivity(actorOf(request.auth), request.language, request.params.id, paging(request.params)),
  );

  app.get(
    '/me/requests/last/:page/:size',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's book add requests, newest first, with the published book of an approved one",
        params: ownPageParams,
        response: { 200: bookRequestList },
      },
    },
    async (request) => profiles.listOwnRequests(actorOf(request.auth), request.language, paging(request.params)),
  );

  app.get(
    '/me/statistics',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's reading statistics: books and pages per month and year, genres, languages, ratings",
        response: { 200: readingStatistics },
      },
    },
    async (request) => profiles.ownStatistics(actorOf(request.auth), request.language),
  );

  app.get(
    '/user/:id/statistics',
    {
      schema: {
        tags,
        summary: "A reader's statistics: books and pages per month and year, genres, languages, ratings",
        params: userRefParams,
        response: { 200: readingStatistics },
      },
    },
    async (request) => profiles.userStatistics(actorOf(request.auth), request.language, request.params.id),
  );
};
