import { describe, expect, it } from 'vitest';
import { chooseAfterLogin, safeRedirectTarget } from './login-redirect';

const user = { email: 'reader@example.com', authorVerificationToken: null, language: 'en' as const };
const page = { inModal: false, redirectTo: null, pageLanguage: 'en' as const };

describe('safeRedirectTarget', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectTarget('/book/kobzar?tab=quotes')).toBe('/book/kobzar?tab=quotes');
    expect(safeRedirectTarget('/uk/me/settings/privacy')).toBe('/uk/me/settings/privacy');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'books',
    '',
    null,
    undefined,
  ])('refuses %j', (target) => expect(safeRedirectTarget(target)).toBeNull());

  it('refuses the login page itself', () => {
    expect(safeRedirectTarget('/login?redirectTo=/home')).toBeNull();
    expect(safeRedirectTarget('/uk/login')).toBeNull();
  });
});

describe('chooseAfterLogin (spec §2)', () => {
  it('sends an author with a verification token to the verification page first', () => {
    const author = { ...user, authorVerificationToken: 'tok 1' };
    expect(chooseAfterLogin(author, { ...page, inModal: true, redirectTo: '/books' })).toEqual({
      kind: 'navigate',
      to: '/author-verification/tok%201?email=reader%40example.com',
    });
    expect(chooseAfterLogin(author, { ...page, pageLanguage: 'uk' })).toEqual({
      kind: 'navigate',
      to: '/uk/author-verification/tok%201?email=reader%40example.com',
    });
  });

  it('reloads the page after a modal sign-in', () => {
    expect(chooseAfterLogin(user, { ...page, inModal: true, redirectTo: '/books' })).toEqual({ kind: 'reload' });
  });

  it('goes back to a safe redirectTo', () => {
    expect(chooseAfterLogin(user, { ...page, redirectTo: '/uk/book/kobzar' })).toEqual({
      kind: 'navigate',
      to: '/uk/book/kobzar',
    });
  });

  it("otherwise goes home in the user's language", () => {
    expect(chooseAfterLogin(user, page)).toEqual({ kind: 'navigate', to: '/home' });
    expect(chooseAfterLogin({ ...user, language: 'uk' }, page)).toEqual({ kind: 'navigate', to: '/uk/home' });
    expect(chooseAfterLogin({ ...user, language: 'uk' }, { ...page, redirectTo: '//evil.example' })).toEqual({
      kind: 'navigate',
      to: '/uk/home',
    });
  });
});
