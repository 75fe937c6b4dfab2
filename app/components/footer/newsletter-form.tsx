import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isEmail } from '#core/validation/email';
import { useSession } from '../../features/session/session-context';
import { Button, Group, Text } from '../ui';
import { CompactTextInput } from '../ui/compact-text-input';

/**
 * The newsletter field. There is no newsletter service yet, so a valid address gets an honest
 * answer that sign-up opens soon; nothing is stored.
 */
export function NewsletterForm() {
  const { t } = useTranslation('layout');
  const { config } = useSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email.trim(), config.appDomain)) {
      setError(t('footer.newsletter.invalid'));
      return;
    }
    setError(null);
    notifications.show({ title: t('footer.newsletter.thanks'), message: t('footer.newsletter.soon'), color: 'teal' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Text fw={700} mb={4} id="newsletter-title">
        {t('footer.newsletter.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('footer.newsletter.text')}
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <CompactTextInput
          id="newsletter-email"
          type="email"
          autoComplete="email"
          aria-labelledby="newsletter-title"
          placeholder={t('footer.newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit">{t('footer.newsletter.subscribe')}</Button>
      </Group>
    </form>
  );
}
