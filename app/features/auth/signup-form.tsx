import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerBodySchema, type RegisterResponse } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { localizePath } from '../../lib/locale';
import { GoogleButton } from './google-button';
import { useForm } from './use-form';
import { useUsernameAvailability } from './username-availability';
import { NewAccountFields } from './new-account-fields';

const empty = { userName: '', email: '', password: '', confirmPassword: '' };

export function SignupForm() {
  const { t } = useTranslation('auth');
  const { config, language } = useSession();
  const form = useForm(empty, registerBodySchema(config.appDomain));
  const availability = useUsernameAvailability(form.values.userName);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!form.attempt() || availability === 'taken') return;
    setSending(true);
    try {
      const body = { ...form.values, userName: form.values.userName.trim(), email: form.values.email.trim() };
      const response = await api<RegisterResponse>('/api/auth/register', { method: 'POST', body, toast: false });
      setSentTo(response.email);
    } catch (error) {
      if (!form.showServerErrors(error).length) setFailure((error as Error).message || t('signup.failed'));
    } finally {
      setSending(false);
    }
  }

  if (sentTo)
    return (
      <Alert color="green" title={t('signup.doneTitle')} role="status">
        {t('signup.doneText', { email: sentTo })}
      </Alert>
    );

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NewAccountFields form={form} availability={availability} disabled={sending} />
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={sending} fullWidth>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleButton redirectTo={null} />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={localizePath('/login', language)}>
          {t('login.signIn')}
        </Anchor>
      </Text>
      <Text size="sm" ta="center" c="dimmed">
        {t('signup.areYouAuthor')}{' '}
        <Anchor component={Link} to={localizePath('/author-signup', language)}>
          {t('signup.authorSignup')}
        </Anchor>
      </Text>
    </Stack>
  );
}
