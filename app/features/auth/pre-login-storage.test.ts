import { describe, expect, it } from 'vitest';
import { PRE_LOGIN_ACTION_KEY, clearPreLoginAction, savePreLoginAction, takePreLoginAction } from './pre-login-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  const log: string[] = [];
  return {
    items,
    log,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      log.push(`set ${key}`);
      items.set(key, value);
    },
    removeItem: (key: string) => {
      log.push(`remove ${key}`);
      items.delete(key);
    },
  };
}

describe('pre-login action storage', () => {
  it('keeps the action under auth.preLoginAction', () => {
    const storage = memoryStorage();
    savePreLoginAction(storage, { type: 'book-status', payload: { bookId: 7, status: 1 } });
    expect(PRE_LOGIN_ACTION_KEY).toBe('auth.preLoginAction');
    expect(JSON.parse(storage.items.get(PRE_LOGIN_ACTION_KEY)!)).toEqual({
      type: 'book-status',
      payload: { bookId: 7, status: 1 },
    });
  });

  it('clears an older action before storing the new one', () => {
    const storage = memoryStorage();
    savePreLoginAction(storage, { type: 'like', payload: 1 });
    storage.log.length = 0;
    savePreLoginAction(storage, { type: 'save', payload: 2 });
    expect(storage.log).toEqual([`remove ${PRE_LOGIN_ACTION_KEY}`, `set ${PRE_LOGIN_ACTION_KEY}`]);
    expect(takePreLoginAction(storage)).toEqual({ type: 'save', payload: 2 });
  });

  it('hands the action out once', () => {
    const storage = memoryStorage();
    savePreLoginAction(storage, { type: 'book-status', payload: null });
    expect(takePreLoginAction(storage)).toEqual({ type: 'book-status', payload: null });
    expect(takePreLoginAction(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('drops a damaged entry', () => {
    const storage = memoryStorage();
    storage.items.set(PRE_LOGIN_ACTION_KEY, '{not json');
    expect(takePreLoginAction(storage)).toBeNull();
    storage.items.set(PRE_LOGIN_ACTION_KEY, JSON.stringify({ payload: 1 }));
    expect(takePreLoginAction(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('clears on demand', () => {
    const storage = memoryStorage();
    savePreLoginAction(storage, { type: 'like', payload: 1 });
    clearPreLoginAction(storage);
    expect(takePreLoginAction(storage)).toBeNull();
  });
});
