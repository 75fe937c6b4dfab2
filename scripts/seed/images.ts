import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { FileStore } from '../../server/lib/file-store/file-store';
import { renderAvatar, renderCover, renderEntityImage, type EntityImageKind, type RenderedImage } from './cover-art';
import type { SeedPlan } from './plan';
import { indexBy } from './plan';

/** Paths are relative to the file store and served under /files/ (see server/features/books/cover-links.ts). */
export const coverPathOf = (urlName: string) => `covers/${urlName}.webp`;
export const entityImagePathOf = (folder: string, urlName: string) => `${folder}/${urlName}.webp`;
/** Avatars follow server/features/users/avatars.ts: the 256 px file is named, the 64 px one sits beside it. */
export const avatarUrlOf = (userName: string) => `/files/avatars/seed-${userName.toLowerCase()}-256.webp`;

export interface ImageJobs {
  covers: boolean;
  images: boolean;
  users: { userName: string; name: string }[];
}

type Job = () => Promise<void>;

async function runPool(jobs: Job[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

async function writePair(files: FileStore, key: string, image: RenderedImage) {
  await files.write(key, image.normal);
  await files.write(key.replace(/\.webp$/, '@2x.webp'), image.retina);
}

/**
 * Renders and writes every generated picture of the demo data. Covers dominate the cost (two
 * sizes per book); a few renders run at once so librsvg and libvips keep the cores busy.
 */
export async function writeSeedImages(plan: SeedPlan, files: FileStore, jobs: ImageJobs): Promise<number> {
  const authorName = indexBy(
    plan.authors,
    (row) => row.key,
    (row) => row,
  );
  const work: Job[] = [];

  if (jobs.covers) {
    for (const book of plan.books) {
      const ukrainianEdition = book.languages[0] === 3;
      const authors = book.authors.map(authorName).map((author) => (ukrainianEdition ? author.nameUk : author.nameEn));
      work.push(async () => {
        const image = await renderCover({
          title: ukrainianEdition ? book.titleUk : book.titleEn,
          author: authors.join(', '),
          kind: book.kind,
          seed: book.urlName,
        });
        await writePair(files, coverPathOf(book.urlName), image);
      });
    }
  }

  if (jobs.images) {
    const entity = (folder: string, kind: EntityImageKind, urlName: string, name: string) =>
      work.push(async () =>
        writePair(files, entityImagePathOf(folder, urlName), await renderEntityImage({ name, kind, seed: urlName })),
      );
    for (const row of plan.authors) entity('authors', 'author', row.urlName, row.nameEn);
    for (const row of plan.translators) entity('translators', 'author', row.urlName, row.nameEn);
    for (const row of plan.illustrators) entity('illustrators', 'author', row.urlName, row.nameEn);
    for (const row of plan.publishers) entity('publishers', 'publisher', row.urlName, row.titleEn);
    for (const row of plan.genres) entity('genres', 'genre', row.urlName, row.nameEn);
    for (const row of plan.compilations) entity('compilations', 'compilation', row.urlName, row.titleEn);
    for (const user of jobs.users) {
      work.push(async () => {
        const large = await renderAvatar({ name: user.name, seed: user.userName });
        const small = await sharp(large).resize(64, 64).webp({ quality: 82 }).toBuffer();
        const key = avatarUrlOf(user.userName).replace(/^\/files\//, '');
        await files.write(key, large);
        await files.write(key.replace(/-256\.webp$/, '-64.webp'), small);
      });
    }
  }

  await runPool(work, Math.max(2, Math.min(6, availableParallelism() * 2)));
  return work.length;
}
