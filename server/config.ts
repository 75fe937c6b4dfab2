import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/file-store/s3-file-store';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An address, or an address/prefix (CIDR), as proxy-addr reads them. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' `X-Forwarded-For` is believed: off (the default: the socket's address counts), a
 * hop count, or a comma-separated list of proxy addresses and CIDR ranges. Never "true": trusting
 * any sender would let a client forge its address and escape every per-address limit.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (['', 'false', 'off', 'no', '0'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (!bad.length) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be off, a hop count or a list of proxy addresses/CIDRs (not: ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

const urlString = z.url({ message: 'must be a URL such as http://localhost:3000' });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: urlString.optional(),
  APP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as polytsia.app')
    .default('polytsia.app'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('polytsia:'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  LOCAL_MAILBOX: z.enum(['on', 'off']).default('on'),
  MESSENGER_ENABLED: booleanFlag.default(false),
  GOOGLE_ISSUER: urlString.default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_CHANNEL_ID: z.string().optional(),
  TELEGRAM_API_URL: urlString.default('https://api.telegram.org'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  TRUST_PROXY: trustProxy,
  SEED_DEMO: booleanFlag.default(true),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: urlString.optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  appDomain: string;
  dataDir: string;
  /** The local file store's folder, used when no S3 bucket is configured. */
  filesDir: string;
  /** An S3-compatible bucket for covers, pictures, avatars and books' files (S3_BUCKET and the rest). */
  s3?: S3Settings;
  mailDir: string;
  databaseUrl?: string;
  /** Connections of each process's pool; unset, the process plan gives this machine's share (process-plan.ts). */
  databasePoolSize?: number;
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys and channels (rate limits, cache bus, sockets), so deployments can share a Redis. */
  redisKeyPrefix: string;
  /** Processes `npm start` serves from with PostgreSQL and Redis (default: one per core; process-plan.ts). */
  webConcurrency?: number;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The local mailbox page (server/features/mail/local-mailbox.routes.ts) may open when no SMTP is set. */
  localMailbox: boolean;
  messengerEnabled: boolean;
  google?: { issuer: string; clientId: string; clientSecret: string };
  telegram?: { botToken: string; channelId: string; apiUrl: string };
  logLevel: Environment['LOG_LEVEL'];
  rateLimitEnabled: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  seedDemo: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Polytsia cannot start, the environment has bad values:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const port = env.PORT;
  const config: Config = {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appDomain: env.APP_DOMAIN,
    dataDir,
    filesDir: join(dataDir, 'files'),
    mailDir: join(dataDir, 'mail'),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    webConcurrency: env.WEB_CONCURRENCY,
    jwtSecret: env.JWT_SECRET ?? '',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Polytsia <no-reply@${env.APP_DOMAIN}>`,
    localMailbox: env.LOCAL_MAILBOX === 'on',
    messengerEnabled: env.MESSENGER_ENABLED,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    telegram:
      env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_CHANNEL_ID
        ? { botToken: env.TELEGRAM_BOT_TOKEN, channelId: env.TELEGRAM_CHANNEL_ID, apiUrl: env.TELEGRAM_API_URL }
        : undefined,
    logLevel: env.LOG_LEVEL,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    trustProxy: env.TRUST_PROXY,
    seedDemo: env.SEED_DEMO,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          // S3-compatible servers mostly answer only path-style addresses; AWS prefers subdomains.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = readOrCreateSecret(config.dataDir);
  return config;
}

/** A secret generated once and kept in the data folder, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
