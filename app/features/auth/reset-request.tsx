import { Alert, Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { z } from 'zod';
import { zEmail } from '#core/validation/zod';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { validateWith } from '../../lib/schema-form';
import { LocalMailboxLink } from './local-mailbox-link';
import { Anchor, Stack, Text } from '../../components/ui';

/** Spec §4: unsent, then sent or failed. */
type ResetState = 'unsent' | 'sending' | 'sent' | 'failed';

/** The reset-password-by-email block of the login form (spec §2, §8). */
export function ResetRequest({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { config } = useSession();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: validateWith(z.object({ email: zEmail(config.appDomain) }), t),
  });
  const [state, setState] = useState<ResetState>('unsent');
  const email = form.values.email.trim();

  async function send() {
    setState('sending');
    try {
      await api(`/api/auth/start-reset?email=${encodeURIComponent(email)}`, { toast: false });
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
          {t('reset.sentText', { email })}
          <LocalMailboxLink />
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
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('reset.intro')}
        </Text>
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
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
