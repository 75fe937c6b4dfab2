import { inArray } from 'drizzle-orm';
import { toSearchKey } from '../../core/search/search-key';
import { authorClaims, books, userPreferredGenres, userPreferredLanguages, users } from '../../server/db/schema';
import { hashPassword } from '../../server/features/auth/passwords';
import { community } from './data';
import { avatarUrlOf } from './images';
import { BASE_DATE, daysBefore, insertChunks, type Writer } from './insert';
import { indexBy, type SeedPlan } from './plan';
import type { SeededRandom } from './random';

export interface SeedAccounts {
  adminId: number;
  authorUserId: number;
  /** Reader key → user id. */
  reader: (key: string) => number;
  readerIds: number[];
  /** User id → user name, for notifications. */
  userNames: Map<number, string>;
}

/** Every account the seed creates, with its display name (avatars are drawn from it). */
export function seededUsers() {
  return [
    { userName: community.admin.userName, name: community.admin.fullName },
    { userName: community.authorAccount.userName, name: community.authorAccount.fullName },
    ...community.readers.map((reader) => ({ userName: reader.userName, name: reader.fullName })),
  ];
}

export async function seedAccounts(
  tx: Writer,
  plan: SeedPlan,
  ids: { author: (key: string) => number; genre: (key: string) => number },
  options: { images: boolean },
  random: SeededRandom,
): Promise<SeedAccounts> {
  const [adminHash, authorHash, readerHash] = await Promise.all([
    hashPassword(community.passwords.admin),
    hashPassword(community.passwords.author),
    hashPassword(community.passwords.reader),
  ]);
  const now = new Date();
  const avatar = (userName: string) => (options.images ? avatarUrlOf(userName) : null);
  const recentLogin = () => new Date(now.getTime() - random.int(1, 96) * 60 * 60 * 1000);

  const { admin, authorAccount } = community;
  const [adminRow] = await tx
    .insert(users)
    .values({
      ...admin,
      passwordHash: adminHash,
      emailVerifiedAt: daysBefore(BASE_DATE, 700),
      role: 2,
      isAdmin: true,
      imageUrl: avatar(admin.userName),
      language: 'en',
      showImportPopup: false,
      showPreferencesPopup: false,
      preferenceStatus: 3,
      searchKey: toSearchKey(admin.userName, admin.name, admin.fullName),
      lastLoginAt: recentLogin(),
      createdAt: daysBefore(BASE_DATE, 700),
    })
    .returning({ id: users.id });

  const demoAuthorId = ids.author(community.demoAuthorKey);
  const [authorRow] = await tx
    .insert(users)
    .values({
      ...authorAccount,
      passwordHash: authorHash,
      emailVerifiedAt: daysBefore(BASE_DATE, 200),
      role: 3,
      authorId: demoAuthorId,
      gender: 2,
      location: 'Львів',
      imageUrl: avatar(authorAccount.userName),
      language: 'uk',
      website: 'https://example.com/olena-sokil',
      showImportPopup: false,
      showPreferencesPopup: false,
      preferenceStatus: 3,
      searchKey: toSearchKey(authorAccount.userName, authorAccount.name, authorAccount.fullName),
      lastLoginAt: recentLogin(),
      createdAt: daysBefore(BASE_DATE, 200),
    })
    .returning({ id: users.id });

  const readerRows = await tx
    .insert(users)
    .values(
      community.readers.map((reader, index) => {
        const createdAt = daysBefore(BASE_DATE, random.int(60, 500));
        // The last reader has not been through the preference flow, so its prompt can be seen.
        const fresh = index === community.readers.length - 1;
        return {
          userName: reader.userName,
          email: reader.email,
          passwordHash: readerHash,
          emailVerifiedAt: createdAt,
          name: reader.name,
          fullName: reader.fullName,
          gender: reader.gender,
          birthday: reader.birthday,
          location: reader.location,
          aboutMe: reader.aboutMe,
          statusText: reader.statusText,
          imageUrl: avatar(reader.userName),
          language: reader.language,
          theme: reader.theme,
          friendByRequest: index % 4 !== 3,
          messageFromFriend: index % 3 === 0,
          showImportPopup: index % 2 === 1,
          showPreferencesPopup: fresh,
          preferenceStatus: fresh ? 0 : 2,
          searchKey: toSearchKey(reader.userName, reader.name, reader.fullName),
          lastLoginAt: recentLogin(),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: users.id, userName: users.userName });
  const idByUserName = new Map(readerRows.map((row) => [row.userName, row.id]));
  const reader = indexBy(
    community.readers,
    (row) => row.key,
    (row) => idByUserName.get(row.userName)!,
  );

  const preferring = community.readers.slice(0, -1);
  await insertChunks(
    tx,
    userPreferredGenres,
    preferring.flatMap((row) =>
      row.favouriteGenres.map((key) => ({ userId: reader(row.key), genreId: ids.genre(key) })),
    ),
  );
  await insertChunks(
    tx,
    userPreferredLanguages,
    preferring.flatMap((row) => row.bookLanguages.map((language) => ({ userId: reader(row.key), language }))),
  );

  // The author account verified its authorship through an administrator.
  await tx.insert(authorClaims).values({
    userId: authorRow.id,
    authorId: demoAuthorId,
    status: 1,
    socialMediaLink: 'https://example.com/olena-sokil',
    email: authorAccount.email,
    decidedById: adminRow.id,
    createdAt: daysBefore(BASE_DATE, 199),
    decidedAt: daysBefore(BASE_DATE, 198),
  });
  const ownedUrlNames = plan.books.filter((row) => row.ownedByAuthorAccount).map((row) => row.urlName);
  if (ownedUrlNames.length)
    await tx.update(books).set({ ownerUserId: authorRow.id }).where(inArray(books.urlName, ownedUrlNames));

  const userNames = new Map<number, string>([
    [adminRow.id, admin.userName],
    [authorRow.id, authorAccount.userName],
    ...readerRows.map((row) => [row.id, row.userName] as [number, string]),
  ]);
  return {
    adminId: adminRow.id,
    authorUserId: authorRow.id,
    reader,
    readerIds: readerRows.map((row) => row.id),
    userNames,
  };
}
