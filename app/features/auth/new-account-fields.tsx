import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordPairFields } from './password-pair-fields';
import type { useForm } from './use-form';
import type { UsernameAvailability } from './username-availability';
import { UsernameInput } from './username-input';

interface NewAccount {
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** User name (checked live), email and a new password twice: the reader's and the author's sign-up. */
export function NewAccountFields<T extends NewAccount>({
  form,
  availability,
  disabled,
}: {
  form: ReturnType<typeof useForm<T>>;
  availability: UsernameAvailability;
  disabled: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <UsernameInput
        value={form.values.userName}
        onChange={(value) => form.setField('userName', value as T['userName'])}
        error={form.errorOf('userName')}
        availability={availability}
        disabled={disabled}
      />
      <TextInput
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(event) => form.setField('email', event.currentTarget.value as T['email'])}
        error={form.errorOf('email')}
        disabled={disabled}
      />
      <PasswordPairFields
        form={form}
        fields={['password', 'confirmPassword']}
        labels={[t('login.password'), t('signup.confirmPassword')]}
        disabled={disabled}
      />
    </>
  );
}
