import { AUTH_STORAGE_PREFIX } from '#core/constants';

/** A protected action a visitor attempted: kept until the next page load with a session (spec §4). */
export interface PreLoginAction {
  type: string;
  payload: unknown;
}

export const PRE_LOGIN_ACTION_KEY = `${AUTH_STORAGE_PREFIX}preLoginAction`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps only the newest action: an older stored one is cleared first. */
export function savePreLoginAction(storage: KeyValueStorage, action: PreLoginAction) {
  storage.removeItem(PRE_LOGIN_ACTION_KEY);
  storage.setItem(PRE_LOGIN_ACTION_KEY, JSON.stringify({ type: action.type, payload: action.payload }));
}

/** Reads and removes the stored action, so it replays at most once; a damaged entry is dropped. */
export function takePreLoginAction(storage: KeyValueStorage): PreLoginAction | null {
  const raw = storage.getItem(PRE_LOGIN_ACTION_KEY);
  if (raw === null) return null;
  storage.removeItem(PRE_LOGIN_ACTION_KEY);
  try {
    const parsed = JSON.parse(raw) as Partial<PreLoginAction> | null;
    return parsed && typeof parsed.type === 'string' ? { type: parsed.type, payload: parsed.payload } : null;
  } catch {
    return null;
  }
}

export function clearPreLoginAction(storage: KeyValueStorage) {
  storage.removeItem(PRE_LOGIN_ACTION_KEY);
}
