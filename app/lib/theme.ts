import type { MantineColorSchemeManager } from '@mantine/core';

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_COOKIE = 'theme';

/** Spec §4: the system theme is treated as light. */
export const resolveTheme = (choice: ThemeChoice): 'light' | 'dark' => (choice === 'dark' ? 'dark' : 'light');

export function themeFromCookie(cookieHeader: string | null): ThemeChoice {
  const match = cookieHeader?.match(/(?:^|;\s*)theme=(light|dark|system)/);
  return (match?.[1] as ThemeChoice | undefined) ?? 'system';
}

export function saveThemeCookie(choice: ThemeChoice) {
  document.cookie = `${THEME_COOKIE}=${choice}; path=/; max-age=${365 * 86400}; samesite=lax`;
}

/** Mantine keeps the scheme in our cookie, so the server renders the right theme: no flash. */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  return {
    get: (fallback) => (typeof document === 'undefined' ? fallback : resolveTheme(themeFromCookie(document.cookie))),
    set: (value) => saveThemeCookie(value === 'auto' ? 'system' : value),
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => saveThemeCookie('system'),
  };
}
