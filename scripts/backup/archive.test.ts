import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { users } from '../../server/db/schema/users';
import { buildUser } from '../../server/test/factories';
import { restoreBackup, writeBackup } from './archive';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function site(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'polytsia-site-'));
  folders.push(dataDir);
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { databaseUrl });
}

const usersOf = (database: Database) =>
  database.db.select({ id: users.id, email: users.email, userName: users.userName }).from(users).orderBy(asc(users.id));

const avatar = (filesDir: string) => join(filesDir, 'avatars', '1-abc-256.webp');

function writeUpload(filesDir: string) {
  mkdirSync(join(filesDir, 'avatars'), { recursive: true });
  const bytes = randomBytes(2048);
  writeFileSync(avatar(filesDir), bytes);
  return bytes;
}

describe('backup and restore (PGlite)', () => {
  it('brings back the database and the uploaded files after they were wiped', async () => {
    const config = site();
    const folder = join(config.dataDir, 'db');
    let database = await openDatabase({ dataDir: folder });
    await migrateDatabase(database);
    await buildUser(database, { userName: 'backupone' });
    await buildUser(database, { userName: 'backuptwo' });
    const before = await usersOf(database);
    await database.close();
    const upload = writeUpload(config.filesDir);

    const archive = join(config.dataDir, '..', `${config.dataDir.split('/').pop()}.tar.gz`);
    folders.push(archive);
    expect((await writeBackup(config, archive)).database).toBe('pglite');

    rmSync(folder, { recursive: true });
    rmSync(config.filesDir, { recursive: true });
    await restoreBackup(config, archive);

    expect(readFileSync(avatar(config.filesDir))).toEqual(upload);
    database = await openDatabase({ dataDir: folder });
    try {
      expect(await usersOf(database)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to copy a database folder a running server holds', async () => {
    const config = site();
    const database = await openDatabase({ dataDir: join(config.dataDir, 'db') });
    try {
      await expect(writeBackup(config, join(config.dataDir, 'no.tar.gz'))).rejects.toThrow(/Another Polytsia process/);
    } finally {
      await database.close();
    }
  }, 60_000);
});

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.info('[backup] PostgreSQL test skipped: set DATABASE_URL to run it.');

describe.skipIf(!serverUrl)('backup and restore (PostgreSQL)', () => {
  const name = `polytsia_backup_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('brings back the database and the files after the schema was dropped', async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = site(url.toString());
    let database = await openDatabase({ url: config.databaseUrl });
    await migrateDatabase(database);
    await buildUser(database, { userName: 'pgbackupone' });
    const before = await usersOf(database);
    const upload = writeUpload(config.filesDir);

    const archive = join(config.dataDir, 'site.tar.gz');
    expect((await writeBackup(config, archive)).database).toBe('postgres');
    await database.db.execute(
      'DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE',
    );
    rmSync(config.filesDir, { recursive: true });
    await database.close();

    await restoreBackup(config, archive);
    expect(existsSync(avatar(config.filesDir))).toBe(true);
    expect(readFileSync(avatar(config.filesDir))).toEqual(upload);
    database = await openDatabase({ url: config.databaseUrl });
    try {
      expect(await usersOf(database)).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
