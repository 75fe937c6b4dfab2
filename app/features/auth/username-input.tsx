import { Loader, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UsernameAvailability } from './username-availability';

/** The username field with its live availability state (spec §5: Latin letters and digits, not taken). */
export function UsernameInput({
  value,
  onChange,
  error,
  availability,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  availability: UsernameAvailability;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const taken = availability === 'taken' ? t('validation:userNameTaken') : undefined;
  return (
    <TextInput
      label={t('auth:signup.userName')}
      description={t('auth:signup.userNameHint')}
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? taken}
      disabled={disabled}
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
