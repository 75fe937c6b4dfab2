import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  friendList,
  friendOptionList,
  friendRequestList,
  friendRequestParams,
  friendsPageParams,
  friendStateResponse,
  memberCards,
  membersBody,
  userFriendsPageParams,
  userRefParams,
} from '#core/schemas/friends';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';

const tags = ['friends'];
const security = [{ bearer: [] }];
const guarded = { onRequest: [requireUser] };
const paging = (params: { page: number; size: number }) => ({ page: params.page, pageSize: params.size });

/** Spec §7 User: friends and friend requests, under /api/user. `{id}` of a user is its id or userName. */
export const friendsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const friends = () => app.services.friends;

  app.put(
    '/friend/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          "Ask a reader for friendship: a request (and notification 16) where the reader's privacy asks for requests, else friends at once; asking back a reader who asked first makes friends",
        params: userRefParams,
        response: { 200: friendStateResponse },
      },
    },
    (request) => friends().askFriendship(actorOf(request.auth), request.params.id),
  );

  app.get(
    '/friend/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'How the caller stands toward a reader: none, requested, incoming (with the request id), friends, self',
        params: userRefParams,
        response: { 200: friendStateResponse },
      },
    },
    (request) => friends().getFriendState(actorOf(request.auth), request.params.id),
  );

  app.delete(
    '/friend/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Remove a friend (both ways)',
        params: userRefParams,
        response: { 200: friendStateResponse },
      },
    },
    (request) => friends().removeFriend(actorOf(request.auth), request.params.id),
  );

  app.post(
    '/friend/request/:id/approve',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Approve a friend request sent to the caller (by the request id)',
        params: friendRequestParams,
        response: { 200: friendStateResponse },
      },
    },
    (request) => friends().approveRequest(actorOf(request.auth), request.params.id),
  );

  app.post(
    '/friend/request/:id/reject',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Ignore a friend request sent to the caller; it stays ignored (the asker cannot send it again)',
        params: friendRequestParams,
        response: { 200: friendStateResponse },
      },
    },
    (request) => friends().rejectRequest(actorOf(request.auth), request.params.id),
  );

  app.get(
    '/me/friends/:page/:size',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The caller's friends, the newest friendship first",
        params: friendsPageParams,
        response: { 200: friendList },
      },
    },
    (request) => friends().listMyFriends(actorOf(request.auth), paging(request.params)),
  );

  app.get(
    '/user/:id/friends/:page/:size',
    {
      schema: {
        tags,
        summary: "A reader's friends, the newest friendship first",
        params: userFriendsPageParams,
        response: { 200: friendList },
      },
    },
    (request) => friends().listUserFriends(request.params.id, paging(request.params)),
  );

  app.get(
    '/me/friends/request/:page/:size',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Friend requests waiting for the caller, the newest first',
        params: friendsPageParams,
        response: { 200: friendRequestList },
      },
    },
    (request) => friends().listMyRequests(actorOf(request.auth), paging(request.params)),
  );

  app.get(
    '/friends-to-invite',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The caller's friends as choices to invite, by name (at most 200)",
        response: { 200: friendOptionList },
      },
    },
    (request) => friends().listFriendsToInvite(actorOf(request.auth)),
  );

  app.post(
    '/members',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The cards of the given readers (at most 100), in the given order; unknown ids are left out',
        body: membersBody,
        response: { 200: memberCards },
      },
    },
    (request) => friends().listMembers(actorOf(request.auth), request.body),
  );
};
