import { useEffect, useState } from 'react';
import type { BookFilterOptions } from '#core/schemas/books';
import type { Language } from '#core/locale';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';

const NO_CHOICES: BookFilterOptions = { genres: [], tags: [] };

/** The choices this visit has had, per language, with a page or asked: every list page's form shares them. */
const known = new Map<Language, BookFilterOptions>();
/** Asked once per language for the visit. */
const asked = new Map<Language, Promise<BookFilterOptions>>();

function askFor(language: Language): Promise<BookFilterOptions> {
  let answer = asked.get(language);
  if (!answer) {
    answer = api<BookFilterOptions>('/api/book/filter-options');
    asked.set(language, answer);
    answer.then(
      (options) => known.set(language, options),
      () => asked.delete(language),
    );
  }
  return answer;
}

/**
 * The genres and tags the books page filters offer: those the page came with (its filters were
 * open on arrival), else asked of the API once the form is wanted, so a folded form costs no
 * page ~15 KB of choices. Null while they are on their way; none when asking failed (the API
 * client has shown why).
 */
export function useFilterOptions(sent: BookFilterOptions | null, wanted: boolean): BookFilterOptions | null {
  const { language } = useLocale();
  const [fetched, setFetched] = useState<{ language: Language; options: BookFilterOptions } | null>(null);
  const have = sent ?? known.get(language) ?? (fetched?.language === language ? fetched.options : null);
  useEffect(() => {
    if (sent) known.set(language, sent);
  }, [sent, language]);
  useEffect(() => {
    if (!wanted || have) return;
    let current = true;
    askFor(language).then(
      (options) => current && setFetched({ language, options }),
      () => current && setFetched({ language, options: NO_CHOICES }),
    );
    return () => {
      current = false;
    };
  }, [wanted, have, language]);
  return have;
}
