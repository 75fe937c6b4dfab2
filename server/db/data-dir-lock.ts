import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// PGlite has no lock between processes: two of them on one data folder corrupt it.
// The lock is a sibling file `<dataDir>.lock` holding the owner's pid, so it never lands in
// the PostgreSQL data folder itself.

export interface DataDirLock {
  release(): void;
}

export function lockPathFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

/** Locks this process holds: our own pid in a lock file we do not hold is a previous run's. */
const held = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });
  const pid = String(process.pid);

  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath, pid)) {
      held.add(lockPath);
      return {
        release() {
          held.delete(lockPath);
          if (readOwner(lockPath) === process.pid) rmSync(lockPath, { force: true });
        },
      };
    }
    const owner = readOwner(lockPath);
    // A second open inside this process corrupts as surely as another process would. Our pid
    // without a held lock is a crashed earlier run that had the same pid (PID 1 in a container).
    const inUse = owner === process.pid ? held.has(lockPath) : owner !== undefined && isAlive(owner);
    if (inUse) {
      throw new Error(
        `Another Polytsia process (pid ${owner}) is using the database folder ${dataDir}. Stop it or set DATA_DIR.`,
      );
    }
    // Stale: its process is gone (or the file vanished meanwhile). Take it over.
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock the database folder ${dataDir} (${lockPath} keeps reappearing).`);
}

/** Writes the pid to a private file then hard-links it into place: the lock appears complete or not at all. */
function tryCreate(lockPath: string, pid: string): boolean {
  const temporary = `${lockPath}.${pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, pid);
  try {
    linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
