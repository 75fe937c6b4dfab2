import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPasswordBodySchema } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { localizePath } from '../../lib/locale';
import { useForm } from './use-form';
import { PasswordPairFields } from './password-pair-fields';

/** A new password, twice, for the token of the reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { language } = useSession();
  const form = useForm({ token, password: '', confirmPassword: '' }, resetPasswordBodySchema);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const login = localizePath('/login', language);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!form.attempt()) return;
    setSending(true);
    try {
      await api('/api/auth/resetPassword', { method: 'POST', body: form.values, toast: false });
      setDone(true);
    } catch (error) {
      if (!form.showServerErrors(error).length) setFailure((error as Error).message);
    } finally {
      setSending(false);
    }
  }

  if (done)
    return (
      <Stack gap="md">
        <Alert color="green" title={t('resetPassword.doneTitle')} role="status">
          {t('resetPassword.doneText')}
        </Alert>
        <Button component={Link} to={login}>
          {t('login.signInNow')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!token && (
          <Alert color="red" role="alert">
            {t('resetPassword.noToken')}
          </Alert>
        )}
        <PasswordPairFields
          form={form}
          fields={['password', 'confirmPassword']}
          labels={[t('resetPassword.newPassword'), t('signup.confirmPassword')]}
          disabled={sending}
        />
        {(failure || form.errorOf('token')) && (
          <Text c="red" size="sm" role="alert">
            {failure ?? form.errorOf('token')}
          </Text>
        )}
        <Button type="submit" loading={sending} disabled={!token} fullWidth>
          {t('resetPassword.submit')}
        </Button>
        <Anchor component={Link} to={login} size="sm">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
