import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { isSafeKey, type FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

let s3: LocalS3;
let folder: string;
const stores: Record<string, () => FileStore> = {};

beforeAll(async () => {
  s3 = await startLocalS3();
  folder = mkdtempSync(join(tmpdir(), 'polytsia-files-'));
  stores.local = () => createLocalFileStore(folder);
  stores.s3 = () => createS3FileStore(s3.settings);
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s file store', (kind) => {
  const store = () => stores[kind]();

  it('keeps what is written under its key, in nested folders, and answers it whole or as a stream', async () => {
    const content = Buffer.from('Тіні забутих предків\n');
    await store().write('book-files/7/abc.txt', content);
    expect(await store().read('book-files/7/abc.txt')).toEqual(content);
    const opened = await store().open('book-files/7/abc.txt');
    expect(opened?.size).toBe(content.length);
    expect(await text(opened!.stream)).toBe('Тіні забутих предків\n');
  });

  it('replaces a file written again and forgets removed ones, passing over keys with no file', async () => {
    await store().write('covers/a.webp', Buffer.from('first'));
    await store().write('covers/a.webp', Buffer.from('second'));
    await store().write('covers/a@2x.webp', Buffer.from('retina'));
    expect((await store().read('covers/a.webp'))?.toString()).toBe('second');
    await store().remove('covers/a.webp', 'covers/a@2x.webp', 'covers/never-there.webp');
    expect(await store().read('covers/a.webp')).toBeNull();
    expect(await store().open('covers/a@2x.webp')).toBeNull();
  });

  it('answers null for a missing file and refuses to write outside the store', async () => {
    expect(await store().read('avatars/none.webp')).toBeNull();
    expect(await store().open('avatars/none.webp')).toBeNull();
    expect(await store().read('../etc/passwd')).toBeNull();
    await expect(store().write('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Not a file-store key/);
    await expect(store().write('/abs.txt', Buffer.from('x'))).rejects.toThrow(/Not a file-store key/);
  });
});

describe('file-store keys', () => {
  it.each([
    ['covers/dune-1a2b.webp', true],
    ['book-files/12/ab.epub', true],
    ['', false],
    ['/covers/a.webp', false],
    ['covers/../../etc/passwd', false],
    ['covers//a.webp', false],
    ['./covers/a.webp', false],
    ['covers\\a.webp', false],
    ['covers/a\0.webp', false],
  ])('%j is safe: %s', (key, safe) => {
    expect(isSafeKey(key)).toBe(safe);
  });
});
