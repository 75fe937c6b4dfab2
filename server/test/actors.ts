import { anonymous, type Actor } from '../lib/actor';

/** One caller of each kind for policy tables; ids 1–3 are theirs. */
export const actors = {
  anonymous,
  reader: { role: 'reader', userId: 1, isAdmin: false },
  author: { role: 'author', userId: 2, isAdmin: false },
  admin: { role: 'admin', userId: 3, isAdmin: true },
} satisfies Record<string, Actor>;

export type ActorName = keyof typeof actors;
