import { IconArrowRight, IconPencil, IconQuote } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { QuoteItem } from '#core/schemas/quotes';
import type { RecensionItem } from '#core/schemas/recensions';
import type { ListResponse } from '#core/schemas/paging';
import { QuoteEntry } from '../quotes/quote-entry';
import { RecensionCard } from './recension-card';
import { useReadingPaths } from './reading-paths';
import { useReadingReplay } from './reading-replay';
import { NowProvider } from './time-ago';
import { WriteButton } from './write-button';
import { Button, Group, Stack, Text, Title } from '../../components/ui';
import classes from './reading.module.css';

interface BookReadingData {
  recensions: ListResponse<RecensionItem>;
  quotes: ListResponse<QuoteItem>;
  ownRecensionId: number | null;
  now: string;
}

/** The book page's recensions and quotes: the most liked of each, the way to all of them, and to write one. */
export function BookReadingSection({ bookUrlName, reading }: { bookUrlName: string; reading: BookReadingData }) {
  const { t } = useTranslation('recensions');
  const { t: tq } = useTranslation('quotes');
  const paths = useReadingPaths();
  useReadingReplay();
  const { recensions, quotes, ownRecensionId } = reading;
  return (
    <NowProvider now={reading.now}>
      <div className={classes.bookReading}>
        <section aria-labelledby="book-recensions-heading" className={classes.bookReadingColumn}>
          <Stack gap="md">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h3" id="book-recensions-heading">
                {t('sections.recensions', { count: recensions.totalCount })}
              </Title>
              <WriteButton
                to={
                  ownRecensionId === null
                    ? paths.newRecension(bookUrlName)
                    : paths.editRecension(bookUrlName, ownRecensionId)
                }
                icon={<IconPencil size={18} aria-hidden />}
                loginTitle={t('preLogin.write')}
                variant="light"
              >
                {ownRecensionId === null ? t('actions.write') : t('actions.editOwn')}
              </WriteButton>
            </Group>
            {recensions.items.length ? (
              recensions.items.map((recension) => (
                <RecensionCard key={recension.id} recension={recension} headingOrder={3} />
              ))
            ) : (
              <Text c="dimmed">{t('book.empty')}</Text>
            )}
            {recensions.totalCount > recensions.items.length && (
              <Button
                component={AppLink}
                to={paths.bookRecensions(bookUrlName)}
                variant="subtle"
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                {t('book.all', { count: recensions.totalCount })}
              </Button>
            )}
          </Stack>
        </section>
        <section aria-labelledby="book-quotes-heading" className={classes.bookReadingColumn}>
          <Stack gap="md">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h3" id="book-quotes-heading">
                {t('sections.quotes', { count: quotes.totalCount })}
              </Title>
              <WriteButton
                to={paths.newQuote(bookUrlName)}
                icon={<IconQuote size={18} aria-hidden />}
                loginTitle={tq('preLogin.add')}
                variant="light"
              >
                {tq('add')}
              </WriteButton>
            </Group>
            {quotes.items.length ? (
              quotes.items.map((quote) => <QuoteEntry key={quote.id} quote={quote} />)
            ) : (
              <Text c="dimmed">{tq('book.empty')}</Text>
            )}
            {quotes.totalCount > quotes.items.length && (
              <Button
                component={AppLink}
                to={paths.bookQuotes(bookUrlName)}
                variant="subtle"
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                {tq('book.all', { count: quotes.totalCount })}
              </Button>
            )}
          </Stack>
        </section>
      </div>
    </NowProvider>
  );
}
