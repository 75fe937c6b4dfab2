import { Alert, Anchor, Paper } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_CHAT_URL } from '../../components/footer/footer-links';
import { ContactForm } from './contact-form';
import { ContentArticle } from './content-article';

export function ContactPage() {
  const { t } = useTranslation('content');
  return (
    <ContentArticle title={t('contact.title')} lead={t('contact.lead')}>
      <Alert variant="light" icon={<IconHammer size={18} aria-hidden />} title={t('contact.beingBuiltTitle')}>
        {t('contact.beingBuilt')}{' '}
        <Anchor href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener" inherit>
          {t('contact.chat')}
        </Anchor>
      </Alert>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <ContactForm />
      </Paper>
    </ContentArticle>
  );
}
