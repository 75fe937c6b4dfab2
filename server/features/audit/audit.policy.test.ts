import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayReadAuditTrail } from './audit.policy';

describe('audit policy', () => {
  const table: [ActorName, unknown][] = [
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', notPermitted],
    ['admin', allowed],
  ];
  it.each(table)('%s reading the audit trail: %o', (name, expected) => {
    expect(mayReadAuditTrail(actors[name])).toEqual(expected);
  });
});
