import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AUTH_STORAGE_PREFIX } from '#core/constants';
import { ValidationMessage as M } from '#core/validation/messages';
import { settingsUpdateBodySchema, type MeProfile, type SettingsUpdateResponse } from '#core/schemas/users';
import { useForm } from '../auth/use-form';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { PasswordPairFields } from '../auth/password-pair-fields';

/** Survives the reload that picks up the new session after a password change. */
const PASSWORD_CHANGED_FLAG = `${AUTH_STORAGE_PREFIX}passwordChanged`;

type Outcome = 'passwordChanged' | 'emailSent' | 'nothingChanged' | null;

interface CredentialsValues {
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Only what changed is sent: an unchanged email and an empty new password stay out. */
function bodyOf(values: CredentialsValues, currentEmail: string) {
  const email = values.email.trim();
  return {
    currentPassword: values.currentPassword || undefined,
    email: email !== currentEmail ? email : undefined,
    newPassword: values.newPassword || undefined,
    confirmPassword: values.newPassword ? values.confirmPassword : undefined,
  };
}

/** Email and password change, both confirmed with the current password. */
export function CredentialsForm({
  profile,
  onSaved,
}: {
  profile: MeProfile;
  onSaved: (changes: Partial<MeProfile>) => void;
}) {
  const { t } = useTranslation('account');
  const { config } = useSession();
  const initial: CredentialsValues = {
    email: profile.email,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
  const schema = useMemo(
    () =>
      z
        .preprocess(
          (values) => bodyOf(values as CredentialsValues, profile.email),
          settingsUpdateBodySchema(config.appDomain),
        )
        .refine((body) => !profile.hasPassword || !!body.currentPassword, {
          error: M.Required,
          path: ['currentPassword'],
        }),
    [config.appDomain, profile.email, profile.hasPassword],
  );
  const form = useForm(initial, schema);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (window.sessionStorage.getItem(PASSWORD_CHANGED_FLAG)) {
      window.sessionStorage.removeItem(PASSWORD_CHANGED_FLAG);
      setOutcome('passwordChanged');
    }
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setOutcome(null);
    const body = bodyOf(form.values, profile.email);
    if (!body.email && !body.newPassword) return setOutcome('nothingChanged');
    if (!form.attempt()) return;
    setSending(true);
    try {
      const response = await api<SettingsUpdateResponse>('/api/user/me/settings/update', {
        method: 'PUT',
        body,
        toast: false,
      });
      if (response.token) {
        // Every older session was revoked: reload to carry on with the new one.
        window.sessionStorage.setItem(PASSWORD_CHANGED_FLAG, '1');
        window.location.reload();
        return;
      }
      onSaved({ email: response.email });
      form.setValues({ ...initial, email: response.email });
      setOutcome(response.emailVerificationSent ? 'emailSent' : null);
    } catch (error) {
      if (!form.showServerErrors(error).length) setFailure((error as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {outcome && (
          <Alert color={outcome === 'nothingChanged' ? 'blue' : 'green'} role="status">
            {t(`credentials.${outcome}`)}
          </Alert>
        )}
        <TextInput
          label={t('credentials.email')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.setField('email', event.currentTarget.value)}
          error={form.errorOf('email')}
          disabled={sending}
        />
        <PasswordPairFields
          form={form}
          fields={['newPassword', 'confirmPassword']}
          labels={[t('credentials.newPassword'), t('credentials.confirmPassword')]}
          disabled={sending}
        />
        {profile.hasPassword ? (
          <PasswordInput
            label={t('credentials.currentPassword')}
            description={t('credentials.currentPasswordHint')}
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={(event) => form.setField('currentPassword', event.currentTarget.value)}
            error={form.errorOf('currentPassword')}
            disabled={sending}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('credentials.noPasswordYet')}
          </Text>
        )}
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
