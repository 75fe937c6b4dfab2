import { Alert, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { resetPasswordBodySchema } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { pathInLanguage } from '#core/locale';
import { PasswordPairFields } from './password-pair-fields';
import { Anchor, Stack, Text } from '../../components/ui';

/** A new password, twice, for the token of the reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { language } = useSession();
  const form = useForm({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: validateWith(resetPasswordBodySchema, t),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const login = pathInLanguage('/login', language);

  async function reset(values: typeof form.values) {
    setFailure(null);
    try {
      await api('/api/auth/resetPassword', { method: 'POST', body: values, toast: false });
      setDone(true);
    } catch (error) {
      if (!showServerErrors(form, error).length) setFailure((error as Error).message);
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
    <form method="post" onSubmit={form.onSubmit(reset, () => setFailure(null))} noValidate>
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
          disabled={form.submitting}
        />
        {(failure || form.errors.token) && (
          <Text c="red" size="sm" role="alert">
            {failure ?? form.errors.token}
          </Text>
        )}
        <Button type="submit" loading={form.submitting} disabled={!token} fullWidth>
          {t('resetPassword.submit')}
        </Button>
        <Anchor component={Link} to={login} size="sm">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
