import { describe, expect, it } from 'vitest';
import {
  initialLoginForm,
  reduceLoginForm,
  visibleLoginErrors,
  type LoginFormEvent,
  type LoginFormState,
} from './login-form-state';

const ownDomain = 'polytsia.app';
const run = (...events: LoginFormEvent[]) => events.reduce(reduceLoginForm, initialLoginForm);
const type = (field: 'email' | 'password', value: string): LoginFormEvent => ({ type: 'change', field, value });
const submit: LoginFormEvent = { type: 'submit', ownDomain };

describe('login form state (spec §4, §5)', () => {
  it('shows no messages before a submit attempt', () => {
    const state = run(type('email', 'not an email'), type('password', '123'));
    expect(visibleLoginErrors(state, ownDomain)).toEqual({});
  });

  it('blocks sign-in and shows the messages after a submit with invalid fields', () => {
    const empty = run(submit);
    expect(empty.status).toBe('idle');
    expect(visibleLoginErrors(empty, ownDomain)).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });

    const wrong = run(type('email', 'reader@example'), type('password', '12345'), submit);
    expect(wrong.status).toBe('idle');
    expect(visibleLoginErrors(wrong, ownDomain)).toEqual({
      email: 'validation.email',
      password: 'validation.passwordLength',
    });
  });

  it('counts whitespace as empty', () => {
    expect(visibleLoginErrors(run(type('email', '   '), type('password', '      '), submit), ownDomain)).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it("always accepts the product's own domain", () => {
    const state = run(type('email', 'team@polytsia.app'), type('password', 'secret1'), submit);
    expect(visibleLoginErrors(state, ownDomain)).toEqual({});
    expect(state.status).toBe('loading');
  });

  it('goes idle → loading → success', () => {
    const loading = run(type('email', 'reader@example.com'), type('password', 'secret1'), submit);
    expect(loading.status).toBe('loading');
    expect(reduceLoginForm(loading, { type: 'succeeded' }).status).toBe('success');
  });

  it('a failure ends loading, clears the password and keeps the message', () => {
    const failed = run(type('email', 'reader@example.com'), type('password', 'secret1'), submit, {
      type: 'failed',
      message: 'Wrong email or password',
    });
    expect(failed).toMatchObject<Partial<LoginFormState>>({
      status: 'failed',
      password: '',
      email: 'reader@example.com',
      error: 'Wrong email or password',
    });
    expect(visibleLoginErrors(failed, ownDomain)).toEqual({});
    expect(visibleLoginErrors(reduceLoginForm(failed, submit), ownDomain)).toEqual({ password: 'validation.required' });
  });

  it('does not send twice while loading', () => {
    const loading = run(type('email', 'reader@example.com'), type('password', 'secret1'), submit);
    const again = reduceLoginForm(loading, submit);
    expect(again.status).toBe('loading');
    expect(reduceLoginForm(initialLoginForm, { type: 'failed', message: 'late' })).toBe(initialLoginForm);
  });

  it('a new attempt after a failure clears the old message', () => {
    const retried = run(
      type('email', 'reader@example.com'),
      type('password', 'secret1'),
      submit,
      { type: 'failed', message: 'Wrong email or password' },
      type('password', 'secret2'),
      submit,
    );
    expect(retried).toMatchObject({ status: 'loading', error: null });
  });
});
