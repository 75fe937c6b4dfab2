import { asc, desc, eq } from 'drizzle-orm';
import type { BookFilterOptions } from '#core/schemas/books';
import type { Db } from '../../db/client';
import { genres, tags } from '../../db/schema/taxonomy';
import { pickText, type Viewer } from './books.sql';

const TAG_OPTIONS = 200;

/** Choices of the books page filters: every active genre and the most used active tags, by urlName. */
export async function getFilterOptions(db: Db, viewer: Viewer): Promise<BookFilterOptions> {
  const [genreRows, tagRows] = await Promise.all([
    db
      .select({ urlName: genres.urlName, en: genres.nameEn, uk: genres.nameUk })
      .from(genres)
      .where(eq(genres.active, true)),
    db
      .select({ urlName: tags.urlName, en: tags.tagEn, uk: tags.tagUk })
      .from(tags)
      .where(eq(tags.active, true))
      .orderBy(desc(tags.booksCount), asc(tags.id))
      .limit(TAG_OPTIONS),
  ]);
  const collator = new Intl.Collator(viewer.language);
  const toOptions = (rows: { urlName: string; en: string; uk: string }[]) =>
    rows
      .map((row) => ({ value: row.urlName, label: pickText(viewer.language, row.en, row.uk) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  return { genres: toOptions(genreRows), tags: toOptions(tagRows) };
}
