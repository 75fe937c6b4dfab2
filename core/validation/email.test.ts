import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each(['name@example.com', 'first.last+tag@mail.example.co', 'a_b-c%d@sub-domain.example.info', 'X@Y.UA'])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  );

  it.each([
    '',
    'name',
    'name@',
    '@example.com',
    'name@example',
    'name@example.c',
    'name@example.museum',
    'name@example.c0m',
    'na me@example.com',
    'name@@example.com',
    'name@.com',
  ])('rejects %j', (value) => expect(isEmail(value)).toBe(false));

  it('accepts any address at the own domain', () => {
    expect(isEmail('admin@polytsia.app', 'polytsia.app')).toBe(true);
    expect(isEmail('Support.Team@POLYTSIA.APP', 'polytsia.app')).toBe(true);
    expect(isEmail('admin@internal.localhost', 'internal.localhost')).toBe(true);
    expect(isEmail('admin@internal.localhost')).toBe(false);
  });

  it('still needs a sensible local part at the own domain', () => {
    expect(isEmail('@polytsia.app', 'polytsia.app')).toBe(false);
    expect(isEmail('a b@polytsia.app', 'polytsia.app')).toBe(false);
    expect(isEmail('a@b@polytsia.app', 'polytsia.app')).toBe(false);
  });

  it('does not take a domain that merely ends like the own one', () => {
    expect(isEmail('x@evilpolytsia.application', 'polytsia.app')).toBe(false);
  });

  it('rejects null', () => expect(isEmail(null, 'polytsia.app')).toBe(false));
});
