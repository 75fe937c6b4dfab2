import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function Landing() {
  const { t } = useTranslation('common');
  return (
    <Container size="lg" py={60}>
      <Stack>
        <Title order={1}>{t('appName')}</Title>
        <Text size="lg">{t('tagline')}</Text>
      </Stack>
    </Container>
  );
}
