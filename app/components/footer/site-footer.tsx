import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" px="md" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text c="dimmed" size="sm">© {new Date().getFullYear()} {t('appName')}</Text>
    </Box>
  );
}
