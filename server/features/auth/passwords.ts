import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which verbatimModuleSyntax cannot import).
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes ~19 MiB and a core for tens of milliseconds; a burst of sign-ins must not
// exhaust memory or starve the event loop's thread pool, so at most two run at once.
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

// A real hash of a random secret: checking against it costs what checking a real account costs.
let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown email, Google-only
 * account) the password is still checked against a dummy hash, so the answer takes as long
 * as for a known email and the timing does not reveal which addresses have accounts.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    const target = await dummyHash;
    await withHashSlot(() => verify(target, password).catch(() => false));
    return false;
  }
  return withHashSlot(() => verify(passwordHash, password).catch(() => false));
}
