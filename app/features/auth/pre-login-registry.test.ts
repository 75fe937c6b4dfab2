import { describe, expect, it, vi } from 'vitest';
import { dispatchPreLoginAction, registerPreLoginHandler } from './pre-login-registry';

describe('pre-login handler registry', () => {
  it('replays a stored action through the handler of its type', async () => {
    const handler = vi.fn();
    const other = vi.fn();
    const replayed = vi.fn();
    const unregister = [registerPreLoginHandler('registry-a', handler), registerPreLoginHandler('registry-b', other)];
    await dispatchPreLoginAction({ type: 'registry-a', payload: { id: 1 } }, replayed);
    expect(handler).toHaveBeenCalledWith({ id: 1 });
    expect(other).not.toHaveBeenCalled();
    expect(replayed).toHaveBeenCalledOnce();
    unregister.forEach((off) => off());
  });

  it('waits for a handler registered after the action was read', async () => {
    const replayed = vi.fn();
    await dispatchPreLoginAction({ type: 'registry-late', payload: 'x' }, replayed);
    const handler = vi.fn();
    const off = registerPreLoginHandler('registry-late', handler);
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledOnce());
    expect(handler).toHaveBeenCalledWith('x');
    off();
    registerPreLoginHandler('registry-late', handler)();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('does not report a failed replay as done', async () => {
    const replayed = vi.fn();
    const off = registerPreLoginHandler('registry-fail', () => Promise.reject(new Error('500')));
    await dispatchPreLoginAction({ type: 'registry-fail', payload: null }, replayed);
    expect(replayed).not.toHaveBeenCalled();
    off();
  });

  it('ignores no action', async () => {
    const handler = vi.fn();
    const off = registerPreLoginHandler('registry-none', handler);
    await dispatchPreLoginAction(null, null);
    expect(handler).not.toHaveBeenCalled();
    off();
  });
});
