import { describe, expect, it } from 'vitest';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import {
  mayDeactivateCategory,
  mayDeleteCategory,
  mayManageCategories,
  mayMoveCategory,
  type CategorySlot,
} from './categories.policy';

const keepOneActive: Decision = { status: 409, messageKey: 'errors.categories.keepOneActive' };
const deleteActive: Decision = { status: 409, messageKey: 'errors.categories.deleteActive' };
const moveActive: Decision = { status: 409, messageKey: 'errors.categories.moveActive' };

const activeAlone: CategorySlot = { active: true, others: 0 };
const activeWithOthers: CategorySlot = { active: true, others: 2 };
const inactive: CategorySlot = { active: false, others: 2 };

describe('mayManageCategories', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', notPermitted],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayManageCategories(actors[name])).toEqual(expected);
  });
});

describe('the §5 rule: one active category per type and language', () => {
  it.each([
    ['anonymous', 'deactivate', inactive, signInFirst],
    ['reader', 'deactivate', inactive, notPermitted],
    ['author', 'delete', inactive, notPermitted],
    ['reader', 'move', inactive, notPermitted],
    ['admin', 'deactivate', inactive, allowed],
    ['admin', 'deactivate', activeAlone, keepOneActive],
    ['admin', 'deactivate', activeWithOthers, keepOneActive],
    ['admin', 'delete', inactive, allowed],
    ['admin', 'delete', activeAlone, allowed],
    ['admin', 'delete', activeWithOthers, deleteActive],
    ['admin', 'move', inactive, allowed],
    ['admin', 'move', activeAlone, allowed],
    ['admin', 'move', activeWithOthers, moveActive],
  ] as Array<[ActorName, 'deactivate' | 'delete' | 'move', CategorySlot, Decision]>)(
    '%s may %s %o → %o',
    (name, action, slot, expected) => {
      const rule = { deactivate: mayDeactivateCategory, delete: mayDeleteCategory, move: mayMoveCategory }[action];
      expect(rule(actors[name], slot)).toEqual(expected);
    },
  );
});
