import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ActivityLevel, Gender, PreferenceStatus, SiteLanguage, Theme, UserRole } from '../../../core/enums';
import { createdAt, enumCheck, id, searchKey, textCheck, trigramIndex, updatedAt } from './columns';
import { authors } from './people';

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text().notNull(),
    email: text().notNull(),
    // Null for accounts that only ever signed in with Google.
    passwordHash: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    googleSubject: text().unique(),
    /** UserRole (core/enums.ts): User=1, Admin=2, Author=3. */
    role: smallint().notNull().default(UserRole.User),
    isAdmin: boolean().notNull().default(false),
    // The author page this (Author role) account verifiably owns; one account per author.
    authorId: integer()
      .unique()
      .references(() => authors.id, { onDelete: 'set null' }),

    name: text(),
    fullName: text(),
    /** Gender (core/enums.ts): Man=1, Woman=2, Other=3. */
    gender: smallint(),
    birthday: date(),
    location: text(),
    aboutMe: text(),
    statusText: text(),
    /** Avatar path under the file store. */
    imageUrl: text(),

    language: text().notNull().default(SiteLanguage.English),
    theme: text().notNull().default(Theme.System),

    friendByRequest: boolean().notNull().default(true),
    messageFromFriend: boolean().notNull().default(false),

    phone: text(),
    website: text(),
    telegram: text(),
    instagram: text(),
    facebook: text(),
    twitter: text(),
    linkedin: text(),
    youtube: text(),
    tiktok: text(),

    showImportPopup: boolean().notNull().default(true),
    showPreferencesPopup: boolean().notNull().default(true),
    /** PreferenceStatus (core/enums.ts): Empty=0, PartiallyFulfilled=1, Fulfilled=2, Ignored=3. */
    preferenceStatus: smallint().notNull().default(PreferenceStatus.Empty),
    /** ActivityLevel (core/enums.ts): Reader=1, Guru=2, Expert=3. */
    activityLevel: smallint().notNull().default(ActivityLevel.Reader),

    // Bumped to revoke every JWT issued before (sign out everywhere, password change, ban).
    tokenVersion: integer().notNull().default(0),
    // Set by an administrator: the account cannot sign in and every session of it is refused.
    blockedAt: timestamp({ withTimezone: true }),
    // The badge counts notifications newer than this (spec: opening the panel resets it to 0).
    notificationsSeenAt: timestamp({ withTimezone: true }),
    searchKey: searchKey(),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    trigramIndex('users_search_key_trgm', t.searchKey),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    enumCheck('users_role_check', t.role, UserRole),
    enumCheck('users_gender_check', t.gender, Gender),
    enumCheck('users_preference_status_check', t.preferenceStatus, PreferenceStatus),
    enumCheck('users_activity_level_check', t.activityLevel, ActivityLevel),
    textCheck('users_language_check', t.language, Object.values(SiteLanguage)),
    textCheck('users_theme_check', t.theme, Object.values(Theme)),
  ],
);
