import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import type { FileStore } from './lib/file-store/file-store';

/** `npm start` on an empty embedded database loads the demo catalogue once. */
export async function seedIfEmpty(database: Database, files: FileStore) {
  const result = await database.db.execute(sql`select exists(select 1 from users) as "hasUsers"`);
  const rows = (result as unknown as { rows: { hasUsers: boolean }[] }).rows;
  if (rows[0]?.hasUsers) return;
  const { seedDatabase, printDemoCredentials } = await import('../scripts/seed/seed');
  console.log('Empty database: loading the demo catalogue…');
  const summary = await seedDatabase(database, { files });
  printDemoCredentials(summary);
}
