import { desc, eq, sql } from 'drizzle-orm';
import type {
  ContactsUpdateBody,
  MeProfile,
  PrivacyUpdateBody,
  ProfileUpdateBody,
  SettingsUpdateBody,
} from '#core/schemas/users';
import { SiteLanguage, Theme, UserRole } from '#core/enums';
import type { Database } from '../../db/client';
import { userContentPageAcks } from '../../db/schema/content';
import { authors } from '../../db/schema/people';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { badRequest, conflict, fieldErrors, unauthorized } from '../../lib/http-error';
import { findUserById, isEmailTaken, userSearchKey } from '../auth/accounts';
import { listUpdatedContentPages } from '../auth/auth-user';
import type { AuthService } from '../auth/create-auth-service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { mayChangePersonalData, mayUseOwnAccount } from './account.policy';

type UserRow = typeof users.$inferSelect;

const SITE_LANGUAGES: string[] = Object.values(SiteLanguage);
const PERSONAL_FIELDS = ['name', 'fullName', 'gender', 'birthday'] as const;

export function toMeProfile(user: UserRow, authorRequest: MeProfile['authorRequest']): MeProfile {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    emailVerified: !!user.emailVerifiedAt,
    hasPassword: !!user.passwordHash,
    googleLinked: !!user.googleSubject,
    role: user.role,
    isAdmin: user.isAdmin,
    authorId: user.authorId,
    imageUrl: user.imageUrl,
    name: user.name,
    fullName: user.fullName,
    gender: user.gender,
    birthday: user.birthday,
    location: user.location,
    aboutMe: user.aboutMe,
    statusText: user.statusText,
    language: user.language === 'uk' ? 'uk' : 'en',
    theme: user.theme === Theme.Dark ? 'dark' : user.theme === Theme.Light ? 'light' : 'system',
    friendByRequest: user.friendByRequest,
    messageFromFriend: user.messageFromFriend,
    phone: user.phone,
    website: user.website,
    telegram: user.telegram,
    instagram: user.instagram,
    facebook: user.facebook,
    twitter: user.twitter,
    linkedin: user.linkedin,
    youtube: user.youtube,
    tiktok: user.tiktok,
    canEditPersonalData: user.role !== UserRole.Author,
    authorRequest,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The signed-in user's own account: profile, contacts, privacy, settings, popups (`/api/user/me/*`). */
export function createAccountService({ database, auth }: { database: Database; auth: AuthService }) {
  const { db } = database;

  async function requireRow(userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  async function update(userId: number, values: Partial<typeof users.$inferInsert>) {
    const [user] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthorized();
    return user;
  }

  async function latestAuthorRequest(userId: number, language: Language): Promise<MeProfile['authorRequest']> {
    const [row] = await db
      .select({ claim: authorClaims, nameEn: authors.nameEn, nameUk: authors.nameUk })
      .from(authorClaims)
      .innerJoin(authors, eq(authors.id, authorClaims.authorId))
      .where(eq(authorClaims.userId, userId))
      .orderBy(desc(authorClaims.createdAt), desc(authorClaims.id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.claim.authorId,
      authorName: language === 'uk' ? row.nameUk || row.nameEn : row.nameEn,
      status: row.claim.status,
      socialMediaLink: row.claim.socialMediaLink,
    };
  }

  const profileOf = async (user: UserRow, language: Language) =>
    toMeProfile(user, await latestAuthorRequest(user.id, language));

  /** The caller's own account id, once the account policy lets the call through. */
  function ownAccountId(actor: Actor): number {
    authorize(mayUseOwnAccount(actor));
    return memberOf(actor).userId;
  }

  return {
    profileOf,
    latestAuthorRequest,

    async getMe(actor: Actor, language: Language) {
      const userId = ownAccountId(actor);
      return profileOf(await requireRow(userId), language);
    },

    /** An Author account keeps its personal data (spec §6); other fields stay editable. */
    async updateProfile(actor: Actor, body: ProfileUpdateBody, language: Language) {
      const userId = ownAccountId(actor);
      const current = await requireRow(userId);
      if (PERSONAL_FIELDS.some((field) => (body[field] ?? null) !== (current[field] ?? null)))
        authorize(mayChangePersonalData(actor, current));
      const user = await update(userId, { ...body, searchKey: userSearchKey({ ...current, ...body }) });
      return profileOf(user, language);
    },

    async updateContacts(actor: Actor, body: ContactsUpdateBody, language: Language) {
      const userId = ownAccountId(actor);
      return profileOf(await update(userId, body), language);
    },

    async updatePrivacy(actor: Actor, body: PrivacyUpdateBody, language: Language) {
      const userId = ownAccountId(actor);
      return profileOf(await update(userId, body), language);
    },

    /**
     * Email and password change, both behind the current password. A new email is confirmed
     * through a link first; a new password revokes every session (tokenVersion + 1) and the
     * route answers a fresh token.
     */
    async updateSettings(actor: Actor, body: SettingsUpdateBody) {
      const userId = ownAccountId(actor);
      const user = await requireRow(userId);
      const newEmail =
        body.email && body.email.trim().toLowerCase() !== user.email.toLowerCase() ? body.email.trim() : null;
      if (!newEmail && !body.newPassword) throw badRequest('auth.errors.nothingToChange');
      // An account made with Google has no password yet: it may set one, but not change its email before.
      if (user.passwordHash || newEmail) {
        if (!body.currentPassword) throw fieldErrors({ currentPassword: ['auth.errors.currentPasswordRequired'] });
        if (!(await verifyPassword(user.passwordHash, body.currentPassword)))
          throw fieldErrors({ currentPassword: ['auth.errors.wrongCurrentPassword'] });
      }
      if (newEmail && (await isEmailTaken(db, newEmail))) throw conflict('auth.errors.emailTaken');

      let updated: UserRow | undefined = user;
      if (body.newPassword) {
        const passwordHash = await hashPassword(body.newPassword);
        [updated] = await db
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        await auth.sessions.forgetUser(userId);
      }
      if (newEmail) await auth.sendEmailVerification(user, newEmail);
      return { user: updated ?? user, passwordChanged: !!body.newPassword, emailVerificationSent: !!newEmail };
    },

    async setLanguage(actor: Actor, lang: string) {
      const userId = ownAccountId(actor);
      if (!SITE_LANGUAGES.includes(lang)) throw badRequest('errors.languageNotAdded');
      await update(userId, { language: lang });
      return { ok: true as const };
    },

    async setTheme(actor: Actor, theme: string) {
      const userId = ownAccountId(actor);
      await update(userId, { theme });
      return { ok: true as const };
    },

    /** The updated-terms modal's Continue: every page shown is acknowledged at its current version. */
    async acknowledgePages(actor: Actor) {
      const userId = ownAccountId(actor);
      const user = await requireRow(userId);
      const pages = await listUpdatedContentPages(db, user, 'en');
      // One statement for every page: all of them are acknowledged, or none.
      if (pages.length)
        await db
          .insert(userContentPageAcks)
          .values(pages.map((page) => ({ userId, pageId: page.id, version: page.version })))
          .onConflictDoUpdate({
            target: [userContentPageAcks.userId, userContentPageAcks.pageId],
            set: { version: sql`excluded.version`, acknowledgedAt: new Date() },
            where: sql`${userContentPageAcks.version} < excluded.version`,
          });
      return { ok: true as const };
    },

    async hidePreferencePopup(actor: Actor) {
      const userId = ownAccountId(actor);
      await update(userId, { showPreferencesPopup: false });
      return { ok: true as const };
    },

    async hideImportPopup(actor: Actor) {
      const userId = ownAccountId(actor);
      await update(userId, { showImportPopup: false });
      return { ok: true as const };
    },

    async setAvatar(actor: Actor, imageUrl: string) {
      const userId = ownAccountId(actor);
      const previous = (await requireRow(userId)).imageUrl;
      await update(userId, { imageUrl });
      return previous;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
