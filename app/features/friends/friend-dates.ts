/** "12 March 2025" in the page's language; UTC, so the server and the browser write the same day. */
export const formatDay = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
