import type { UseFormReturnType } from '@mantine/form';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { PasswordPairFields } from './password-pair-fields';
import type { UsernameAvailability } from './username-availability';
import { UsernameInput } from './username-input';

interface NewAccount {
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** User name (checked live), email and a new password twice: the reader's and the author's sign-up. */
export function NewAccountFields({
  form,
  availability,
  disabled,
}: {
  form: UseFormReturnType<NewAccount>;
  availability: UsernameAvailability;
  disabled: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <UsernameInput {...form.getInputProps('userName')} availability={availability} disabled={disabled} />
      <TextInput
        label={t('login.email')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
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
