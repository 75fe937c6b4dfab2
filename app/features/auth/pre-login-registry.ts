import type { PreLoginAction } from './pre-login-storage';

export type PreLoginHandler = (payload: unknown) => void | Promise<void>;

const handlers = new Map<string, PreLoginHandler>();
/** The action taken from storage on this page load, waiting for its handler to be registered. */
let pending: PreLoginAction | null = null;
let onReplayed: (() => void) | null = null;

/**
 * Registers what replays an action of `type` after sign-in; returns the unregister function.
 * An action read before its handler registered replays when the handler arrives.
 */
export function registerPreLoginHandler(type: string, handler: PreLoginHandler): () => void {
  handlers.set(type, handler);
  if (pending?.type === type) void replayPending();
  return () => {
    if (handlers.get(type) === handler) handlers.delete(type);
  };
}

/** Hands the stored action to its handler (now or once registered); `replayed` runs after success. */
export function dispatchPreLoginAction(action: PreLoginAction | null, replayed: (() => void) | null) {
  pending = action;
  onReplayed = replayed;
  return replayPending();
}

async function replayPending() {
  const action = pending;
  const handler = action && handlers.get(action.type);
  if (!action || !handler) return;
  pending = null;
  try {
    await handler(action.payload);
    onReplayed?.();
  } catch {
    // The API client already showed the failure as a toast (spec §8).
  }
}
