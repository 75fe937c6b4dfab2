import { useLocale } from '../../components/shell/use-locale';

const segment = encodeURIComponent;

/** Paths of the reading pages (book sub-pages, the catalogue-wide lists, profiles) in the page's language. */
export function useReadingPaths() {
  const { language, to } = useLocale();
  const book = (url: string) => to(`/book/${segment(url)}`);
  return {
    language,
    to,
    book,
    bookRecensions: (url: string) => `${book(url)}/recensions`,
    recension: (url: string, id: number) => `${book(url)}/recension/${id}`,
    newRecension: (url: string) => `${book(url)}/recension/new`,
    editRecension: (url: string, id: number) => `${book(url)}/recension/edit/${id}`,
    bookQuotes: (url: string) => `${book(url)}/quotes`,
    quote: (url: string, id: number) => `${book(url)}/quote/${id}`,
    newQuote: (url: string) => `${book(url)}/quote/new`,
    editQuote: (url: string, id: number) => `${book(url)}/quote/edit/${id}`,
    user: (userName: string) => to(`/user/${segment(userName)}`),
    author: (url: string) => to(`/author/${segment(url)}`),
    recensions: to('/recensions'),
    quotes: to('/quotes'),
  };
}

export type ReadingPaths = ReturnType<typeof useReadingPaths>;
