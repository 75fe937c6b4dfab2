import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'polytsia-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.messengerEnabled).toBe(false);
    expect(config.google).toBeUndefined();
  });

  it('generates the JWT secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('stops with a message naming each bad variable', () => {
    const load = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', MESSENGER_ENABLED: 'maybe' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres/);
    expect(load).toThrow(/MESSENGER_ENABLED/);
  });

  it('enables Google sign-in only with a client id and secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
  });

  it('keeps files in a bucket only with S3_BUCKET, path-style when an S3-compatible endpoint is named', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'covers' }).s3).toEqual({
      bucket: 'covers',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const minio = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'polytsia',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, accessKeyId: 'key' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'x', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('trusts no forwarded address unless TRUST_PROXY names a hop count or the proxies', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('off')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1, fd00::/8')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']);
    for (const bad of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '1.2.3'])
      expect(() => trust(bad)).toThrow(/TRUST_PROXY: must be off, a hop count or a list/);
  });
});
