import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { z } from 'zod';
import { AUTH_STORAGE_PREFIX } from '#core/constants';
import { ValidationMessage as M } from '#core/validation/messages';
import { settingsUpdateBodySchema, type MeProfile, type SettingsUpdateResponse } from '#core/schemas/users';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { PasswordPairFields } from '../auth/password-pair-fields';
import { Group, Stack, Text } from '../../components/ui';

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
  const form = useForm({ initialValues: initial, validate: validateWith(schema, t) });
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (window.sessionStorage.getItem(PASSWORD_CHANGED_FLAG)) {
      window.sessionStorage.removeItem(PASSWORD_CHANGED_FLAG);
      setOutcome('passwordChanged');
    }
  }, []);

  const send = form.onSubmit(save);

  /** Nothing changed is said before any field is checked. */
  function submit(event: FormEvent<HTMLFormElement>) {
    setFailure(null);
    setOutcome(null);
    const body = bodyOf(form.getValues(), profile.email);
    if (body.email || body.newPassword) return send(event);
    event.preventDefault();
    setOutcome('nothingChanged');
  }

  async function save(values: CredentialsValues) {
    const body = bodyOf(values, profile.email);
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
      if (!showServerErrors(form, error).length) setFailure((error as Error).message);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate>
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
          {...form.getInputProps('email')}
          disabled={form.submitting}
        />
        <PasswordPairFields
          form={form}
          fields={['newPassword', 'confirmPassword']}
          labels={[t('credentials.newPassword'), t('credentials.confirmPassword')]}
          disabled={form.submitting}
        />
        {profile.hasPassword ? (
          <PasswordInput
            label={t('credentials.currentPassword')}
            description={t('credentials.currentPasswordHint')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
            disabled={form.submitting}
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
          <Button type="submit" loading={form.submitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
