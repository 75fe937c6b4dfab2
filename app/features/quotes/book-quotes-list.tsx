import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { BookReadingList } from '../recensions/book-reading-list';
import { useReadingPaths } from '../recensions/reading-paths';
import { WriteButton } from '../recensions/write-button';
import type { BookQuotes } from './book-quotes.server';
import { QuoteEntry } from './quote-entry';

export function BookQuotesList(data: BookQuotes) {
  const { t } = useTranslation('quotes');
  const paths = useReadingPaths();
  return (
    <BookReadingList
      {...data}
      current="quotes"
      heading={t('book.heading')}
      action={
        <WriteButton
          to={paths.newQuote(data.book.urlName)}
          icon={<IconQuote size={18} aria-hidden />}
          loginTitle={t('preLogin.add')}
        >
          {t('add')}
        </WriteButton>
      }
      texts={{ total: t('total', { count: data.list.totalCount }), pastEnd: t('pastEnd'), empty: t('book.empty') }}
      renderItem={(quote) => <QuoteEntry key={quote.id} quote={quote} />}
    />
  );
}
