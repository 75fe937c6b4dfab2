import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { zEmail } from '#core/validation/zod';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { fieldErrorsOf, i18nKeyOf } from './form-errors';

/** Spec §4: unsent, then sent or failed. */
type ResetState = 'unsent' | 'sending' | 'sent' | 'failed';

/** The reset-password-by-email block of the login form (spec §2, §8). */
export function ResetRequest({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { config } = useSession();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<ResetState>('unsent');
  const error = submitted ? fieldErrorsOf(zEmail(config.appDomain), email)[''] : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (fieldErrorsOf(zEmail(config.appDomain), email)['']) return;
    setState('sending');
    try {
      await api(`/api/auth/start-reset?email=${encodeURIComponent(email.trim())}`, { toast: false });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  const back = (
    <Anchor component="button" type="button" size="sm" onClick={onBack}>
      {t('reset.backToLogin')}
    </Anchor>
  );

  if (state === 'sent')
    return (
      <Stack gap="md">
        <Alert color="green" title={t('reset.sentTitle')} role="status">
          {t('reset.sentText', { email: email.trim() })}
        </Alert>
        {back}
      </Stack>
    );
  if (state === 'failed')
    return (
      <Stack gap="md">
        <Alert color="red" title={t('reset.failedTitle')} role="alert">
          {t('reset.failedText')}
        </Alert>
        {back}
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('reset.intro')}
        </Text>
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error && t(i18nKeyOf(error))}
          disabled={state === 'sending'}
        />
        <Button type="submit" loading={state === 'sending'} fullWidth>
          {t('reset.submit')}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
