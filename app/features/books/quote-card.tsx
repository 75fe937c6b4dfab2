import { Blockquote } from '@mantine/core';
import { AppLink } from '../../components/ui/app-link';
import type { LandingQuote } from '#core/schemas/books';
import { useCataloguePaths } from './book-links';
import classes from './books.module.css';

/** A quote with its book and authors (landing page, quote of the day). */
export function QuoteCard({ quote, size = 'md' }: { quote: LandingQuote; size?: 'md' | 'lg' }) {
  const paths = useCataloguePaths();
  const authors = quote.authors.map((author) => author.fullName).join(', ');
  return (
    <Blockquote
      icon={<span className={classes.quoteIcon} aria-hidden />}
      iconSize={36}
      radius="md"
      p="lg"
      style={{ height: '100%' }}
    >
      <p className={classes.quoteText} data-size={size}>
        {quote.text}
      </p>
      <cite className={classes.quoteSource}>
        <AppLink to={paths.book(quote.book.urlName)} className={classes.quoteBook}>
          {quote.book.title}
        </AppLink>
        {authors && ` — ${authors}`}
      </cite>
    </Blockquote>
  );
}
