// `npm run backup [archive]`: the database and uploaded files in one .tar.gz (see archive.ts).
import { loadConfig } from '../../server/config';
import { writeBackup } from './archive';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = process.argv[2] ?? `backups/polytsia-${stamp}.tar.gz`;
try {
  const manifest = await writeBackup(loadConfig(), archive);
  console.log(`Backed up the ${manifest.database} database and the files to ${archive}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
