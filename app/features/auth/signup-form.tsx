import { Alert, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { registerBodySchema, type RegisterResponse } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { pathInLanguage } from '#core/locale';
import { GoogleButton } from './google-button';
import { LocalMailboxLink } from './local-mailbox-link';
import { useUsernameAvailability } from './username-availability';
import { NewAccountFields } from './new-account-fields';
import { Anchor, Stack, Text } from '../../components/ui';

const empty = { userName: '', email: '', password: '', confirmPassword: '' };
type SignupValues = typeof empty;

export function SignupForm() {
  const { t } = useTranslation('auth');
  const { config, language } = useSession();
  const form = useForm({ initialValues: empty, validate: validateWith(registerBodySchema(config.appDomain), t) });
  const availability = useUsernameAvailability(form.values.userName);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function register(values: SignupValues) {
    setFailure(null);
    if (availability === 'taken') return;
    try {
      const body = { ...values, userName: values.userName.trim(), email: values.email.trim() };
      const response = await api<RegisterResponse>('/api/auth/register', { method: 'POST', body, toast: false });
      setSentTo(response.email);
    } catch (error) {
      if (!showServerErrors(form, error).length) setFailure((error as Error).message || t('signup.failed'));
    }
  }

  if (sentTo)
    return (
      <Alert color="green" title={t('signup.doneTitle')} role="status">
        {t('signup.doneText', { email: sentTo })}
        <LocalMailboxLink />
      </Alert>
    );

  return (
    <Stack gap="md">
      <form method="post" onSubmit={form.onSubmit(register, () => setFailure(null))} noValidate>
        <Stack gap="sm">
          <NewAccountFields form={form} availability={availability} disabled={form.submitting} />
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleButton redirectTo={null} />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={pathInLanguage('/login', language)}>
          {t('login.signIn')}
        </Anchor>
      </Text>
      <Text size="sm" ta="center" c="dimmed">
        {t('signup.areYouAuthor')}{' '}
        <Anchor component={Link} to={pathInLanguage('/author-signup', language)}>
          {t('signup.authorSignup')}
        </Anchor>
      </Text>
    </Stack>
  );
}
