import { Alert, Paper } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { IconAdjustments, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { LOGIN_PATH } from '#core/constants';
import { PreferenceStatus } from '#core/enums';
import { pathInLanguage } from '#core/locale';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { PaginationBar } from '../../features/books/pagination-bar';
import { friendsPageOf } from '../../features/friends/friends-paging';
import { RecommendationGrid } from '../../features/recommendations/recommendation-grid';
import { useSession } from '../../features/session/session-context';
import type { Route } from './+types/recommendations';
import { Button, Group, Stack, Text, Title } from '../../components/ui';

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = await pageTranslator(context.language);
  const meta = await pageMeta(context.language, t('recommendations:page.title'), t('recommendations:page.description'));
  if (!context.auth) return { meta, page: 1, list: null, preferenceStatus: null };
  const page = friendsPageOf(request.url);
  const [list, preferences] = await Promise.all([
    context.services.recommendations.recommend(context.actor, context.language, { page, pageSize: PAGE_SIZE }),
    context.services.preferences.getFilterPreferences(context.actor),
  ]);
  return { meta, page, list, preferenceStatus: preferences.status as number };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}

function VisitorPrompt() {
  const { t } = useTranslation('recommendations');
  const { language } = useSession();
  const { pathname } = useLocation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640}>
      <Stack gap="md" align="flex-start">
        <IconSparkles size={36} aria-hidden />
        <Title order={1}>{t('visitor.title')}</Title>
        <Text>{t('visitor.text')}</Text>
        <Group gap="sm">
          <Button
            component={AppLink}
            to={`${pathInLanguage(LOGIN_PATH, language)}?redirectTo=${encodeURIComponent(pathname)}`}
          >
            {t('visitor.signIn')}
          </Button>
          <Button component={AppLink} to={pathInLanguage('/signup', language)} variant="default">
            {t('visitor.signUp')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /recommendations-in-work: the reader's recommendations and why each was chosen; visitors are asked to sign in. */
export default function RecommendationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recommendations');
  const { language } = useSession();
  const { list, page, preferenceStatus } = loaderData;
  if (!list)
    return (
      <Container size="lg" py="xl" px="md">
        <VisitorPrompt />
      </Container>
    );
  const unset = preferenceStatus === PreferenceStatus.Empty || preferenceStatus === PreferenceStatus.Ignored;
  const preferencesLink = pathInLanguage(unset ? '/preferences' : '/me/settings/preference', language);
  return (
    <Container size={1545} py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} maw={760}>
            <Title order={1}>{t('page.title')}</Title>
            <Text c="dimmed">{t('page.lead')}</Text>
          </Stack>
          {!unset && (
            <Button
              component={AppLink}
              to={preferencesLink}
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden />}
            >
              {t('page.editPreferences')}
            </Button>
          )}
        </Group>
        {unset && (
          <Alert variant="light" icon={<IconSparkles size={18} aria-hidden />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('page.improve')}</Text>
              <Button component={AppLink} to={preferencesLink} size="xs">
                {t('page.setPreferences')}
              </Button>
            </Group>
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('page.count', { count: list.totalCount })}
        </Text>
        {list.items.length ? <RecommendationGrid items={list.items} /> : <Text c="dimmed">{t('page.empty')}</Text>}
        <PaginationBar totalCount={list.totalCount} page={page} pageSize={PAGE_SIZE} />
      </Stack>
    </Container>
  );
}
