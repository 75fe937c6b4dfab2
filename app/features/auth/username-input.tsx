import { Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { UsernameAvailability } from './username-availability';

/** The username field with its live availability state (spec §5: Latin letters and digits, not taken). */
export function UsernameInput({
  error,
  availability,
  ...input
}: TextInputProps & { availability: UsernameAvailability }) {
  const { t } = useTranslation(['auth', 'validation']);
  const taken = availability === 'taken' ? t('validation:userNameTaken') : undefined;
  return (
    <TextInput
      label={t('auth:signup.userName')}
      description={t('auth:signup.userNameHint')}
      autoComplete="username"
      {...input}
      error={error ?? taken}
      rightSection={
        availability === 'checking' ? (
          <Loader size="xs" aria-label={t('auth:signup.checking')} />
        ) : availability === 'available' ? (
          <IconCheck size={16} color="var(--mantine-color-green-filled)" aria-label={t('auth:signup.available')} />
        ) : null
      }
    />
  );
}
