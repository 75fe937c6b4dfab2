import { Paper, SimpleGrid, ThemeIcon } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { IconBookmarks, IconBook2, IconMessages, IconWriting } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import { useSession } from '../../features/session/session-context';
import { BookShelf } from '../../features/books/book-shelf';
import { useCataloguePaths } from '../../features/books/book-links';
import { LandingHero } from '../../features/books/landing-hero';
import { FirstReadersCall, LiveNumbers } from '../../features/books/landing-numbers';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { QuoteCard } from '../../features/books/quote-card';
import { catalogueViewer } from '../../features/books/viewer';
import type { Route } from './+types/landing';
import { Button, Group, Stack, Text, Title } from '../../components/ui';

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = catalogueViewer(context);
  const [info, t] = await Promise.all([context.services.books.getLandingInfo(viewer), pageTranslator(viewer.language)]);
  return { info, meta: await pageMeta(viewer.language, t('landing:meta.title'), t('landing:meta.description')) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: data.meta.title }, { name: 'description', content: data.meta.description }];
}

const features = [
  { key: 'shelves', icon: IconBookmarks },
  { key: 'write', icon: IconWriting },
  { key: 'together', icon: IconMessages },
  { key: 'read', icon: IconBook2 },
] as const;

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landing');
  const { t: tBooks } = useTranslation('books');
  const { auth } = useSession();
  const paths = useCataloguePaths();
  const { info } = loaderData;
  return (
    <>
      <LandingHero covers={info.popularBooks} />
      <Container size={1200} py={48}>
        <Stack gap={56}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <FirstReadersCall info={info} />
            <Stack gap="md" justify="center">
              <Title order={2} size="h3">
                {t('numbers.title')}
              </Title>
              <LiveNumbers info={info} />
            </Stack>
          </SimpleGrid>
          <section aria-labelledby="landing-features">
            <Title order={2} id="landing-features" mb="lg">
              {t('features.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
              {features.map(({ key, icon: Icon }) => (
                <Paper key={key} withBorder radius="lg" p="lg">
                  <ThemeIcon size={44} radius="md" variant="light" mb="md">
                    <Icon size={24} aria-hidden />
                  </ThemeIcon>
                  <Text fw={700} mb={4}>
                    {t(`features.${key}.title`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`features.${key}.text`)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
          <BookShelf title={t('popularBooks')} items={info.popularBooks} moreHref={paths.to('/books?sortby=1')} />
          {info.quoteOfDay && (
            <section aria-labelledby="landing-quote-of-day">
              <Title order={2} size="h3" id="landing-quote-of-day" mb="sm">
                {tBooks('home.quoteOfDay')}
              </Title>
              <QuoteCard quote={info.quoteOfDay} size="lg" />
            </section>
          )}
          {info.popularQuotes.length > 0 && (
            <section aria-labelledby="landing-quotes">
              <Group justify="space-between" align="baseline" mb="sm">
                <Title order={2} size="h3" id="landing-quotes">
                  {t('popularQuotes')}
                </Title>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {info.popularQuotes.map((quote) => (
                  <QuoteCard key={quote.id} quote={quote} />
                ))}
              </SimpleGrid>
            </section>
          )}
          <Paper radius="lg" p={{ base: 'lg', sm: 40 }} bg="var(--mantine-primary-color-light)" ta="center">
            <Stack align="center" gap="md">
              <Title order={2}>{t('final.title')}</Title>
              <Text c="dimmed" maw={560}>
                {t('final.text')}
              </Text>
              <Group justify="center">
                <Button component={AppLink} to={paths.to(auth ? '/home' : '/signup')} size="md">
                  {auth ? t('cta.home') : t('cta.signUp')}
                </Button>
                <Button component={AppLink} to={paths.to('/books?sortby=1')} size="md" variant="default">
                  {t('cta.browse')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
