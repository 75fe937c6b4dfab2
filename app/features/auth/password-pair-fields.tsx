import { PasswordInput } from '@mantine/core';
import type { useForm } from './use-form';

type Form<T extends object> = ReturnType<typeof useForm<T>>;

interface PasswordPairFieldsProps<T extends object, P extends keyof T & string, C extends keyof T & string> {
  form: Form<T>;
  /** The form's fields for the new password and its confirmation. */
  fields: readonly [P, C];
  labels: readonly [string, string];
  disabled?: boolean;
}

/** A new password and its confirmation, each with its own message (sign-up, reset, settings). */
export function PasswordPairFields<T extends object, P extends keyof T & string, C extends keyof T & string>({
  form,
  fields,
  labels,
  disabled,
}: PasswordPairFieldsProps<T, P, C>) {
  return fields.map((field, index) => (
    <PasswordInput
      key={field}
      label={labels[index]}
      autoComplete="new-password"
      value={String(form.values[field])}
      onChange={(event) => form.setField(field, event.currentTarget.value as T[typeof field])}
      error={form.errorOf(field)}
      disabled={disabled}
    />
  ));
}
