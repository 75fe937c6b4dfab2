import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { NotificationType } from '#core/enums';
import type { FriendStateResponse, MembersBody } from '#core/schemas/friends';
import type { PageRequest } from '#core/schemas/paging';
import type { Db, Tx } from '../../db/client';
import { friendRequests, friendRequestStatuses, friendships } from '../../db/schema/social';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { recordNotifications } from '../notifications/notifications.record';
import type { NotificationDelivery } from '../notifications/notifications.delivery';
import { mayAskFriendship, mayDecideRequest, mayKeepFriends } from './friends.policy';
import {
  listFriends,
  listIncomingRequests,
  listInviteOptions,
  loadCards,
  readStanding,
  resolveUserId,
  stateOf,
} from './friends.queries';

const becameFriends: FriendStateResponse = { state: 'friends', requestId: null };
const noLonger: FriendStateResponse = { state: 'none', requestId: null };

/** Both directions at once (decision: friendships are stored twice); a pair already there stays one pair. */
async function befriend(tx: Tx, a: number, b: number) {
  await tx
    .insert(friendships)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
}

/**
 * Friends and friend requests (spec §4, §6). Asking is serialised per pair of readers by locking
 * both users' rows, so two readers asking each other at the same moment end as one friendship.
 */
export function createFriendsService({
  db,
  notificationDelivery,
}: {
  db: Db;
  notificationDelivery: Pick<NotificationDelivery, 'deliverLater'>;
}) {
  /**
   * `PUT friend/{id}`: where the other reader's privacy asks for requests, a request (and
   * notification 16) is written; otherwise, or when the other reader had asked the caller already,
   * they become friends at once.
   */
  async function askFriendship(actor: Actor, ref: string): Promise<FriendStateResponse> {
    authorize(mayKeepFriends(actor));
    const { userId } = memberOf(actor);
    const targetId = await resolveUserId(db, ref);
    const { answer, notificationIds } = await db.transaction(async (tx) => {
      const locked = await tx.execute<{ id: number; user_name: string; friend_by_request: boolean }>(
        sql`select id, user_name, friend_by_request from users where id in (${userId}, ${targetId})
            order by id for no key update`,
      );
      const target = locked.rows.find((row) => Number(row.id) === targetId);
      const asker = locked.rows.find((row) => Number(row.id) === userId);
      if (!target || !asker) throw notFound('errors.friends.userNotFound');
      const standing = await readStanding(tx, userId, targetId);
      const outgoing =
        standing.outgoing === friendRequestStatuses.Pending
          ? 'pending'
          : standing.outgoing === friendRequestStatuses.Rejected
            ? 'rejected'
            : null;
      authorize(mayAskFriendship(actor, { targetId, friends: standing.friends, outgoing }));

      // The other reader asked first (and may have waited or ignored it): asking back is agreeing.
      if (standing.incoming && standing.incoming.status !== friendRequestStatuses.Approved) {
        await tx
          .update(friendRequests)
          .set({ status: friendRequestStatuses.Approved, decidedAt: new Date() })
          .where(eq(friendRequests.id, standing.incoming.id));
        await befriend(tx, userId, targetId);
        return { answer: becameFriends, notificationIds: [] };
      }
      if (!target.friend_by_request) {
        await befriend(tx, userId, targetId);
        return { answer: becameFriends, notificationIds: [] };
      }
      await tx
        .insert(friendRequests)
        .values({ fromUserId: userId, toUserId: targetId })
        .onConflictDoUpdate({
          target: [friendRequests.fromUserId, friendRequests.toUserId],
          set: { status: friendRequestStatuses.Pending, createdAt: new Date(), decidedAt: null },
        });
      const ids = await recordNotifications(tx, [
        {
          type: NotificationType.NewFriendRequest,
          userId: targetId,
          byUserId: userId,
          entityUrlName: asker.user_name,
        },
      ]);
      return { answer: { state: 'requested', requestId: null } as FriendStateResponse, notificationIds: ids };
    });
    notificationDelivery.deliverLater(notificationIds);
    return answer;
  }

  /** Locks a request, lets the policy judge the caller and its state, then applies `decide`. */
  async function decideRequest(actor: Actor, requestId: number, approve: boolean): Promise<FriendStateResponse> {
    authorize(mayKeepFriends(actor));
    return db.transaction(async (tx) => {
      const [request] = await tx.select().from(friendRequests).where(eq(friendRequests.id, requestId)).for('update');
      if (!request) throw notFound('errors.friends.requestNotFound');
      authorize(
        mayDecideRequest(actor, {
          toUserId: request.toUserId,
          pending: request.status === friendRequestStatuses.Pending,
        }),
      );
      await tx
        .update(friendRequests)
        .set({
          status: approve ? friendRequestStatuses.Approved : friendRequestStatuses.Rejected,
          decidedAt: new Date(),
        })
        .where(eq(friendRequests.id, requestId));
      if (!approve) return noLonger;
      await befriend(tx, request.toUserId, request.fromUserId);
      return becameFriends;
    });
  }

  /**
   * `DELETE friend/{id}`: both directions go, and the requests that led to it, so either may ask
   * again later; a request one of them ignored stays ignored.
   */
  async function removeFriend(actor: Actor, ref: string): Promise<FriendStateResponse> {
    authorize(mayKeepFriends(actor));
    const { userId } = memberOf(actor);
    const friendId = await resolveUserId(db, ref);
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)),
            and(eq(friendships.userId, friendId), eq(friendships.friendId, userId)),
          ),
        )
        .returning({ userId: friendships.userId });
      if (!removed.length) throw notFound('errors.friends.notFriends');
      await tx
        .delete(friendRequests)
        .where(
          and(
            or(
              and(eq(friendRequests.fromUserId, userId), eq(friendRequests.toUserId, friendId)),
              and(eq(friendRequests.fromUserId, friendId), eq(friendRequests.toUserId, userId)),
            ),
            inArray(friendRequests.status, [friendRequestStatuses.Pending, friendRequestStatuses.Approved]),
          ),
        );
      return noLonger;
    });
  }

  return {
    askFriendship,
    approveRequest: (actor: Actor, requestId: number) => decideRequest(actor, requestId, true),
    rejectRequest: (actor: Actor, requestId: number) => decideRequest(actor, requestId, false),
    removeFriend,

    /** `GET friend/{id}`: how the caller stands toward another reader (the friend button). */
    async getFriendState(actor: Actor, ref: string): Promise<FriendStateResponse> {
      authorize(mayKeepFriends(actor));
      const { userId } = memberOf(actor);
      const otherId = await resolveUserId(db, ref);
      if (otherId === userId) return { state: 'self', requestId: null };
      return stateOf(await readStanding(db, userId, otherId));
    },

    listMyFriends(actor: Actor, paging: PageRequest) {
      authorize(mayKeepFriends(actor));
      return listFriends(db, memberOf(actor).userId, paging);
    },

    /** A reader's own card (the heading of their friends page); 404 for an unknown reader. */
    async getReaderCard(ref: string) {
      const [card] = await loadCards(db, [await resolveUserId(db, ref)]);
      if (!card) throw notFound('errors.friends.userNotFound');
      return card;
    },

    /** Anyone's friends are public (privacy settings govern asking and messaging, not the list). */
    async listUserFriends(ref: string, paging: PageRequest) {
      return listFriends(db, await resolveUserId(db, ref), paging);
    },

    listMyRequests(actor: Actor, paging: PageRequest) {
      authorize(mayKeepFriends(actor));
      return listIncomingRequests(db, memberOf(actor).userId, paging);
    },

    listFriendsToInvite(actor: Actor) {
      authorize(mayKeepFriends(actor));
      return listInviteOptions(db, memberOf(actor).userId);
    },

    listMembers(actor: Actor, body: MembersBody) {
      authorize(mayKeepFriends(actor));
      return loadCards(db, body.memberIds);
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
