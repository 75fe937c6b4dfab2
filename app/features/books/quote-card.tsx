import { Anchor, Blockquote, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { LandingQuote } from '#core/schemas/books';
import { useCataloguePaths } from './book-links';

/** A quote with its book and authors (landing page, quote of the day). */
export function QuoteCard({ quote, size = 'md' }: { quote: LandingQuote; size?: 'md' | 'lg' }) {
  const paths = useCataloguePaths();
  const authors = quote.authors.map((author) => author.fullName).join(', ');
  return (
    <Blockquote icon={<IconQuote size={20} aria-hidden />} iconSize={36} radius="md" p="lg" style={{ height: '100%' }}>
      <Text fz={size === 'lg' ? 'xl' : 'md'} ff="heading" fs="italic" mb="sm">
        {quote.text}
      </Text>
      <Text size="sm" c="dimmed" component="cite">
        <Anchor component={Link} to={paths.book(quote.book.urlName)} inherit>
          {quote.book.title}
        </Anchor>
        {authors && ` — ${authors}`}
      </Text>
    </Blockquote>
  );
}
