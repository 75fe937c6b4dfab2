import { Alert, List } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { COVER_HEIGHT, COVER_WIDTH } from '#core/constants';
import { useLocale } from '../../components/shell/use-locale';
import { ContentArticle, ContentSection } from './content-article';
import { Button, Text } from '../../components/ui';

/** Spec §5 ISBN rules, as readers see them before asking for a book. */
export function AddBookRulesPage() {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  return (
    <ContentArticle title={t('addBookRules.title')} lead={t('addBookRules.lead')}>
      <ContentSection title={t('addBookRules.isbnTitle')}>
        <List spacing="xs">
          <List.Item>{t('addBookRules.isbn')}</List.Item>
          <List.Item>{t('addBookRules.noIsbn')}</List.Item>
        </List>
      </ContentSection>
      <ContentSection title={t('addBookRules.notAcceptedTitle')}>
        <List spacing="xs">
          {(['selfPublished', 'textbooks', 'atlases', 'dictionaries'] as const).map((key) => (
            <List.Item key={key}>{t(`addBookRules.notAccepted.${key}`)}</List.Item>
          ))}
        </List>
      </ContentSection>
      <ContentSection title={t('addBookRules.detailsTitle')}>
        <List spacing="xs">
          <List.Item>{t('addBookRules.details.authors')}</List.Item>
          <List.Item>{t('addBookRules.details.publisher')}</List.Item>
          <List.Item>{t('addBookRules.details.cover', { width: COVER_WIDTH, height: COVER_HEIGHT })}</List.Item>
        </List>
      </ContentSection>
      <ContentSection title={t('addBookRules.checkTitle')}>
        <Alert variant="light" icon={<IconClock size={18} aria-hidden />}>
          {t('addBookRules.check')}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('addBookRules.signInNote')}
        </Text>
        <div>
          <Button component={Link} to={to('/add-book')}>
            {t('addBookRules.addBook')}
          </Button>
        </div>
      </ContentSection>
    </ContentArticle>
  );
}
