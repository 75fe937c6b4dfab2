import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { genres, tags } from '../../db/schema/taxonomy';
import { pickText, type Viewer } from './books.sql';

const TAG_OPTIONS = 200;

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptions {
  genres: FilterOption[];
  tags: FilterOption[];
}

/** Choices of the books page filters: every active genre and the most used active tags, by urlName. */
export async function getFilterOptions(db: Db, viewer: Viewer): Promise<FilterOptions> {
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
