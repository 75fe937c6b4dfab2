import { sql } from 'drizzle-orm';
import type { PageRequest } from '#core/schemas/paging';
import type { ActivityList, BookRequestList, PublicProfile, ReadingStatistics } from '#core/schemas/profiles';
import type { ShelfList } from '#core/schemas/statuses';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { authorize, memberOf, userIdOf, type Actor } from '../../lib/actor';
import { listActivity } from './activity';
import { resolveUserId, userRefMatch } from './profile-owner';
import { loadProfile } from './profile.query';
import { mayReadOwnProfile, mayReadProfile, profileViewerOf, profileVisibility } from './profiles.policy';
import { listBookRequests } from './requests';
import { listShelf } from './shelves';
import { readingStatistics } from './statistics';

/**
 * Profiles (spec §3 User, §7 `me/*` and `user/{id}/*` reading calls): a reader's header, shelves,
 * timeline, statistics and book add requests. `{id}` is a user id or userName; an unknown one is 404.
 */
export function createProfilesService({ db }: { db: Db }) {
  /** The owner's id for `user/{id}/…` calls, after the caller passed the public read check. */
  async function publicOwner(actor: Actor, ref: string) {
    authorize(mayReadProfile(actor));
    return resolveUserId(db, ref);
  }

  function ownId(actor: Actor) {
    authorize(mayReadOwnProfile(actor));
    return memberOf(actor).userId;
  }

  /** Writing waiting for approval shows only on one's own timeline (decision 0018). */
  const seesPendingWriting = (actor: Actor, ownerId: number) =>
    profileVisibility(profileViewerOf(actor, ownerId, false)).pendingWriting;

  return {
    async getProfile(actor: Actor, ref: string): Promise<PublicProfile> {
      authorize(mayReadProfile(actor));
      const match = userRefMatch(ref);
      return loadProfile(db, actor, match.where, match.preferName);
    },

    async getOwnProfile(actor: Actor): Promise<PublicProfile> {
      const userId = ownId(actor);
      return loadProfile(db, actor, sql`u.id = ${userId}`, sql`u.id`);
    },

    async listOwnShelf(actor: Actor, language: Language, status: number, paging: PageRequest): Promise<ShelfList> {
      const userId = ownId(actor);
      return listShelf(db, { language, userId }, userId, status, paging);
    },

    async listUserShelf(
      actor: Actor,
      language: Language,
      ref: string,
      status: number,
      paging: PageRequest,
    ): Promise<ShelfList> {
      const ownerId = await publicOwner(actor, ref);
      return listShelf(db, { language, userId: userIdOf(actor) }, ownerId, status, paging);
    },

    async listOwnActivity(actor: Actor, language: Language, paging: PageRequest): Promise<ActivityList> {
      const userId = ownId(actor);
      return listActivity(db, language, userId, true, paging);
    },

    async listUserActivity(actor: Actor, language: Language, ref: string, paging: PageRequest): Promise<ActivityList> {
      const ownerId = await publicOwner(actor, ref);
      return listActivity(db, language, ownerId, seesPendingWriting(actor, ownerId), paging);
    },

    async listOwnRequests(actor: Actor, language: Language, paging: PageRequest): Promise<BookRequestList> {
      const userId = ownId(actor);
      return listBookRequests(db, language, userId, paging);
    },

    async ownStatistics(actor: Actor, language: Language): Promise<ReadingStatistics> {
      const userId = ownId(actor);
      return readingStatistics(db, language, userId);
    },

    async userStatistics(actor: Actor, language: Language, ref: string): Promise<ReadingStatistics> {
      const ownerId = await publicOwner(actor, ref);
      return readingStatistics(db, language, ownerId);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
