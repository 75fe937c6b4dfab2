import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { checkedKey, isSafeKey, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The file store as a folder on the local disk (the default: `<DATA_DIR>/files`). */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => resolve(base, checkedKey(key));
  return {
    kind: 'local',
    root: base,
    async write(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      return readFile(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async open(key) {
      if (!isSafeKey(key)) return null;
      const path = pathOf(key);
      const found = await stat(path).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return found?.isFile() ? { stream: createReadStream(path), size: found.size } : null;
    },
    async remove(...keys) {
      await Promise.all(keys.filter(isSafeKey).map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
