const formats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM' as "Mar" or "March 2026" in the page's language; UTC, as the statistics count months. */
export function monthLabel(month: string, language: string, long = false): string {
  const key = `${language}:${long}`;
  let format = formats.get(key);
  if (!format)
    formats.set(
      key,
      (format = new Intl.DateTimeFormat(language, {
        month: long ? 'long' : 'short',
        year: long ? 'numeric' : undefined,
        timeZone: 'UTC',
      })),
    );
  const [year, monthNumber] = month.split('-').map(Number);
  return format.format(new Date(Date.UTC(year!, monthNumber! - 1, 1)));
}
