import { createContext, useContext, type ReactNode } from 'react';
import { formatRelativeTime } from '#core/dates/relative-time';
import { useLocale } from '../../components/shell/use-locale';

/**
 * "Now" for relative times: the page's loader time, so the server's HTML and the browser's first
 * render say the same ("3 hours ago") and hydration matches.
 */
const NowContext = createContext<string | null>(null);

export function NowProvider({ now, children }: { now: string; children: ReactNode }) {
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

const fullDates = new Map<string, Intl.DateTimeFormat>();

function fullDate(date: string, language: string) {
  let format = fullDates.get(language);
  if (!format)
    fullDates.set(
      language,
      (format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })),
    );
  return format.format(new Date(date));
}

/** "5 days ago" with the full date (UTC) on hover and in the `datetime` attribute (spec §9 relative time). */
export function TimeAgo({ date }: { date: string }) {
  const { language } = useLocale();
  const now = useContext(NowContext);
  return (
    <time dateTime={date} title={fullDate(date, language)}>
      {formatRelativeTime(date, now ? new Date(now) : new Date(), language, 'long')}
    </time>
  );
}
