import { List } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '../../components/shell/use-locale';
import { ContentArticle, ContentSection } from './content-article';
import { Button, Group, Text } from '../../components/ui';

const abilities = ['shelves', 'write', 'discover', 'friends', 'import'] as const;

export function AboutPage() {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  return (
    <ContentArticle title={t('about.title')} lead={t('about.lead')}>
      <ContentSection title={t('about.whatTitle')}>
        <List spacing="xs">
          {abilities.map((key) => (
            <List.Item key={key}>{t(`about.what.${key}`)}</List.Item>
          ))}
        </List>
      </ContentSection>
      <ContentSection title={t('about.languagesTitle')}>
        <Text lh={1.7}>{t('about.languages')}</Text>
      </ContentSection>
      <ContentSection title={t('about.authorsTitle')}>
        <Text lh={1.7}>{t('about.authors')}</Text>
      </ContentSection>
      <ContentSection title={t('about.joinTitle')}>
        <Text lh={1.7}>{t('about.join')}</Text>
        <Group mt="xs">
          <Button component={Link} to={to('/signup')}>
            {t('about.signUp')}
          </Button>
          <Button component={Link} to={to('/company/contact')} variant="default">
            {t('about.contact')}
          </Button>
        </Group>
      </ContentSection>
    </ContentArticle>
  );
}
