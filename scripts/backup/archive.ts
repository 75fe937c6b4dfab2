import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../../server/config';
import { dumpPglite, openDatabase } from '../../server/db/client';
import { acquireDataDirLock } from '../../server/db/data-dir-lock';

/**
 * One archive (`.tar.gz`) holds a consistent copy of the database and the uploaded files:
 *   manifest.json      { format: 1, database: 'pglite' | 'postgres', createdAt }
 *   database.tar       PGlite: its data folder image (`dumpDataDir`), taken under the folder's lock
 *   database.pgdump    PostgreSQL: `pg_dump --format=custom`, one snapshot while the site runs
 *   files/             `<DATA_DIR>/files` (avatars, covers, book files)
 *   jwt-secret         the generated signing key, when there is one, so sessions survive a restore
 */
export interface Manifest {
  format: 1;
  database: 'pglite' | 'postgres';
  createdAt: string;
}

const pgliteFolder = (config: Config) => join(config.dataDir, 'db');

export async function writeBackup(config: Config, archive: string): Promise<Manifest> {
  const staging = mkdtempSync(join(tmpdir(), 'polytsia-backup-'));
  try {
    const manifest: Manifest = {
      format: 1,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      createdAt: new Date().toISOString(),
    };
    if (config.databaseUrl) {
      execFileSync('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        join(staging, 'database.pgdump'),
        config.databaseUrl,
      ]);
    } else {
      // Opening takes the folder's lock: a running server (the folder's one owner) makes this fail
      // with a message to stop it first, so the copy can never be torn.
      const database = await openDatabase({ dataDir: pgliteFolder(config) });
      try {
        const image = await dumpPglite(database);
        writeFileSync(join(staging, 'database.tar'), Buffer.from(await image.arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    // A bucket keeps its own versions and copies (docs/operations.md); only the local folder is archived.
    if (!config.s3 && existsSync(config.filesDir)) cpSync(config.filesDir, join(staging, 'files'), { recursive: true });
    const secret = join(config.dataDir, 'jwt-secret');
    if (existsSync(secret)) cpSync(secret, join(staging, 'jwt-secret'));
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(dirname(resolve(archive)), { recursive: true });
    execFileSync('tar', ['-czf', resolve(archive), '-C', staging, '.']);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Replaces the database and the files with the archive's. The server must be stopped (PGlite). */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  const staging = mkdtempSync(join(tmpdir(), 'polytsia-restore-'));
  try {
    execFileSync('tar', ['-xzf', resolve(archive), '-C', staging]);
    const manifest = JSON.parse(readFileSync(join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target)
      throw new Error(`The archive holds a ${manifest.database} database but this site runs on ${target}.`);

    if (config.databaseUrl) {
      execFileSync('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        config.databaseUrl,
        join(staging, 'database.pgdump'),
      ]);
    } else {
      const folder = pgliteFolder(config);
      const lock = acquireDataDirLock(folder);
      try {
        rmSync(folder, { recursive: true, force: true });
        const image = new Blob([readFileSync(join(staging, 'database.tar'))]);
        const client = await PGlite.create(folder, { extensions: { pg_trgm }, loadDataDir: image });
        await client.close();
      } finally {
        lock.release();
      }
    }

    if (!config.s3) {
      rmSync(config.filesDir, { recursive: true, force: true });
      if (existsSync(join(staging, 'files'))) cpSync(join(staging, 'files'), config.filesDir, { recursive: true });
    }
    if (existsSync(join(staging, 'jwt-secret')))
      cpSync(join(staging, 'jwt-secret'), join(config.dataDir, 'jwt-secret'));
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
