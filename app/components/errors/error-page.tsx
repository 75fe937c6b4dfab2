import { List } from '@mantine/core';
import { Container } from '../ui/container';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../ui/app-link';
import { languageOfPath, pathInLanguage } from '#core/locale';
import { Button, Group, Stack, Text, Title } from '../ui';

/** The 404 page (go back, go home, possible reasons), the 403 page and the generic error page. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  const home = pathInLanguage('/', languageOfPath(location.pathname));
  if (status === 404)
    return (
      <Container size="sm" py={80}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} fz={72} c="dimmed">
            404
          </Title>
          <Title order={2}>{t('notFound')}</Title>
          <Text c="dimmed">{t('notFoundReasonsTitle')}</Text>
          <List ta="left" c="dimmed">
            <List.Item>{t('notFoundReasonMistyped')}</List.Item>
            <List.Item>{t('notFoundReasonMoved')}</List.Item>
            <List.Item>{t('notFoundReasonHidden')}</List.Item>
          </List>
          <Group>
            <Button variant="default" onClick={() => navigate(-1)}>
              {t('goBack')}
            </Button>
            <Button component={AppLink} to={home}>
              {t('goHome')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="center" ta="center">
        <Title order={1} fz={72} c="dimmed">
          {status}
        </Title>
        <Title order={2}>{status === 403 ? t('forbidden') : message || t('internal')}</Title>
        <Button component={AppLink} to={home}>
          {t('goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
