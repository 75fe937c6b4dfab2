import { ActionIcon, Anchor, Box, Group, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { languageOfPath, localizePath } from '../../lib/locale';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between">
        <Anchor component={Link} to={localizePath('/', language)} fw={700} fz="xl">
          {t('appName')}
        </Anchor>
        <Group>
          <Anchor component={Link} to={localizePath(location.pathname, language === 'en' ? 'uk' : 'en')}>
            {language === 'en' ? 'УКР' : 'ENG'}
          </Anchor>
          <ActionIcon
            variant="default"
            aria-label={t('toggleTheme')}
            onClick={() => setColorScheme(colorScheme === 'dark' ? 'light' : 'dark')}
          >
            {colorScheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
