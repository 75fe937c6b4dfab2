import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('unread badge', () => {
  it('adds notifications and messages, caps at 99+', () => {
    expect(unreadBadgeText(0, 0)).toBe('');
    expect(unreadBadgeText(3, 4)).toBe('7');
    expect(unreadBadgeText(99, 0)).toBe('99');
    expect(unreadBadgeText(60, 40)).toBe('99+');
  });
});
