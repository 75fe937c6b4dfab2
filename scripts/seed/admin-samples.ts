import { authorClaims, similarAuthors } from '../../server/db/schema';
import { BookRequestStatus } from '../../core/enums';
import { BASE_DATE, daysBefore, type Writer } from './insert';

/**
 * Authors shown as similar on each other's pages (both ways, as the administration links them:
 * decision 0023), so author pages and their administration look lived-in on first start.
 */
export const SIMILAR_AUTHOR_PAIRS: [string, string][] = [
  ['shevchenko', 'franko'],
  ['shevchenko', 'lesya-ukrainka'],
  ['franko', 'lesya-ukrainka'],
  ['kotsiubynsky', 'stefanyk'],
  ['pidmohylny', 'khvylovy'],
  ['zhadan', 'andrukhovych'],
  ['zabuzhko', 'sofia-andrukhovych'],
  ['orwell', 'camus'],
  ['tolkien', 'le-guin'],
  ['pratchett', 'gaiman'],
  ['sapkowski', 'lem'],
  ['oda', 'toriyama'],
  ['moore', 'gibbons'],
];

export async function seedSimilarAuthors(tx: Writer, authorId: (key: string) => number) {
  await tx.insert(similarAuthors).values(
    SIMILAR_AUTHOR_PAIRS.flatMap(([a, b]) => [
      { authorId: authorId(a), similarAuthorId: authorId(b) },
      { authorId: authorId(b), similarAuthorId: authorId(a) },
    ]),
  );
}

/**
 * A reader's claim on an author page, waiting for an administrator: the author's administration
 * page offers to approve or reject it, and the users list shows it.
 */
export async function seedPendingAuthorClaim(
  tx: Writer,
  authorId: (key: string) => number,
  readerId: (key: string) => number,
) {
  await tx.insert(authorClaims).values({
    userId: readerId('iryna'),
    authorId: authorId('vdovychenko'),
    status: BookRequestStatus.Pending,
    socialMediaLink: 'https://example.com/iryna-writes',
    createdAt: daysBefore(BASE_DATE, 2),
  });
}
