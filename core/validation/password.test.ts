import { describe, expect, it } from 'vitest';
import { isLoginPassword, isPasswordConfirmed } from './password';

describe('isLoginPassword', () => {
  it('needs at least 6 characters', () => {
    expect(isLoginPassword('12345')).toBe(false);
    expect(isLoginPassword('123456')).toBe(true);
    expect(isLoginPassword(' 1234 ')).toBe(true);
  });
  it('treats blank as missing', () => {
    expect(isLoginPassword('')).toBe(false);
    expect(isLoginPassword('      ')).toBe(false);
    expect(isLoginPassword(null)).toBe(false);
  });
});

describe('isPasswordConfirmed', () => {
  it('compares exactly', () => {
    expect(isPasswordConfirmed('secret1', 'secret1')).toBe(true);
    expect(isPasswordConfirmed('secret1', 'Secret1')).toBe(false);
    expect(isPasswordConfirmed('secret1', 'secret1 ')).toBe(false);
    expect(isPasswordConfirmed(null, '')).toBe(true);
  });
});
