import { Alert, Paper } from '@mantine/core';
import { IconCircleCheck, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { pathInLanguage } from '#core/locale';
import { COMMUNITY_CHAT_URL } from '../../components/footer/footer-links';
import { ContentArticle } from '../content/content-article';
import { useSession } from '../session/session-context';
import { ContactForm } from './contact-form';
import { Anchor, Button, Stack, Text } from '../../components/ui';

/** /company/contact: the form, or the thanks once sent; a signed-in reader finds their name and email filled in. */
export function ContactPage({ prefill }: { prefill: { name: string; email: string } | null }) {
  const { t } = useTranslation('contact');
  const { language } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <ContentArticle title={t('title')} lead={t('lead')}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {sentTo ? (
          <Stack gap="md" align="flex-start" role="status">
            <Alert variant="light" color="teal" icon={<IconCircleCheck size={18} aria-hidden />} title={t('sentTitle')}>
              {t('sentText', { email: sentTo })}
            </Alert>
            <Button component={Link} to={pathInLanguage('/home', language)} variant="default">
              {t('backHome')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            {prefill && (
              <Text size="sm" c="dimmed">
                {t('prefilled')}
              </Text>
            )}
            <ContactForm initial={prefill ?? { name: '', email: '' }} onSent={setSentTo} />
          </Stack>
        )}
      </Paper>
      <Alert variant="light" icon={<IconMessageCircle size={18} aria-hidden />} title={t('chatTitle')}>
        {t('chatText')}{' '}
        <Anchor href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener" inherit>
          {t('chat')}
        </Anchor>
      </Alert>
    </ContentArticle>
  );
}
