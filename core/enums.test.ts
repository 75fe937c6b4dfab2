import { describe, expect, it } from 'vitest';
import {
  AdminEntityKind,
  BookLanguage,
  BookRequestStatus,
  CategoryType,
  enumValues,
  GroupPermission,
  isEnumValue,
  NotificationType,
  PreferenceStatus,
  QuotePriority,
  Theme,
} from './enums';

describe('enums', () => {
  it('keep the spec numbers', () => {
    expect(enumValues(BookLanguage)).toEqual([1, 3, 4]);
    expect(enumValues(BookRequestStatus)).toEqual([0, 1, 2]);
    expect(CategoryType.Other).toBe(100);
    expect(enumValues(PreferenceStatus)).toEqual([0, 1, 2, 3]);
    expect(enumValues(QuotePriority)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('number notification types 1 to 18 without gaps', () => {
    expect(enumValues(NotificationType)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(NotificationType.NewFriendRequest).toBe(16);
  });

  it('list the string enumerations', () => {
    expect(enumValues(GroupPermission)).toHaveLength(5);
    expect(enumValues(AdminEntityKind)).toHaveLength(15);
    expect(enumValues(Theme)).toEqual(['light', 'dark', 'system']);
  });

  it('recognise members', () => {
    expect(isEnumValue(BookLanguage, 3)).toBe(true);
    expect(isEnumValue(BookLanguage, 2)).toBe(false);
    expect(isEnumValue(Theme, 'dark')).toBe(true);
    expect(isEnumValue(Theme, 'Dark')).toBe(false);
    expect(isEnumValue(Theme, null)).toBe(false);
  });
});
