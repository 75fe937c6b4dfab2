import { Paper, SimpleGrid, ThemeIcon } from '@mantine/core';
import { IconCode, IconPencil, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '../../components/shell/use-locale';
import { ContentArticle, ContentSection } from './content-article';
import { Button, Text, Title } from '../../components/ui';

const roles = [
  { key: 'editors', icon: IconPencil },
  { key: 'engineers', icon: IconCode },
  { key: 'moderators', icon: IconShieldCheck },
  { key: 'community', icon: IconUsersGroup },
] as const;

export function TeamPage() {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  return (
    <ContentArticle title={t('team.title')} lead={t('team.lead')}>
      <ContentSection title={t('team.rolesTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {roles.map(({ key, icon: RoleIcon }) => (
            <Paper key={key} withBorder p="lg" radius="md">
              <ThemeIcon variant="light" size={40} radius="md" mb="sm">
                <RoleIcon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={4}>
                {t(`team.roles.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {t(`team.roles.${key}.text`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection title={t('team.joinTitle')}>
        <Text lh={1.7}>{t('team.join')}</Text>
        <div>
          <Button component={Link} to={to('/company/contact')} variant="light" mt="xs">
            {t('team.contact')}
          </Button>
        </div>
      </ContentSection>
    </ContentArticle>
  );
}
