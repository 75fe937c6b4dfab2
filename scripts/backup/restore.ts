// `npm run restore <archive>`: replaces the database and the files with an archive's (stop the server first).
import { loadConfig } from '../../server/config';
import { restoreBackup } from './archive';

const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore <archive.tar.gz>');
  process.exit(2);
}
try {
  const manifest = await restoreBackup(loadConfig(), archive);
  console.log(`Restored the ${manifest.database} database and the files of ${manifest.createdAt} from ${archive}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
