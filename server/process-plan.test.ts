import { describe, expect, it } from 'vitest';
import { processPlan } from './process-plan';

const postgres = 'postgres://postgres@127.0.0.1:5432/polytsia';
const redis = 'redis://127.0.0.1:6379';

describe('process plan', () => {
  it('serves from one process per core with PostgreSQL and Redis', () => {
    expect(processPlan({ databaseUrl: postgres, redisUrl: redis, cores: 4 }).workers).toBe(4);
  });

  it('takes WEB_CONCURRENCY over the core count', () => {
    expect(processPlan({ databaseUrl: postgres, redisUrl: redis, webConcurrency: 3, cores: 2 }).workers).toBe(3);
    expect(processPlan({ databaseUrl: postgres, redisUrl: redis, webConcurrency: 1, cores: 8 }).workers).toBe(1);
  });

  it('stays one process on the embedded database, and says why', () => {
    const plan = processPlan({ redisUrl: redis, webConcurrency: 4, cores: 8 });
    expect(plan.workers).toBe(1);
    expect(plan.reason).toMatch(/PGlite/);
  });

  it('stays one process without Redis, and says why', () => {
    const plan = processPlan({ databaseUrl: postgres, cores: 8 });
    expect(plan.workers).toBe(1);
    expect(plan.reason).toMatch(/REDIS_URL/);
  });

  it('shares 2 × cores + 1 connections among the processes unless DATABASE_POOL_SIZE is set', () => {
    expect(processPlan({ databaseUrl: postgres, redisUrl: redis, cores: 2 }).poolSize).toBe(3);
    expect(processPlan({ databaseUrl: postgres, cores: 2 }).poolSize).toBe(5);
    expect(processPlan({ databaseUrl: postgres, redisUrl: redis, webConcurrency: 1, cores: 8 }).poolSize).toBe(17);
    expect(processPlan({ databaseUrl: postgres, redisUrl: redis, webConcurrency: 16, cores: 8 }).poolSize).toBe(2);
    expect(processPlan({ databaseUrl: postgres, redisUrl: redis, databasePoolSize: 20, cores: 2 }).poolSize).toBe(20);
  });
});
