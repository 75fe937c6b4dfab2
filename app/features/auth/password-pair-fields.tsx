import type { UseFormReturnType } from '@mantine/form';
import { PasswordInput } from '@mantine/core';

interface PasswordPairFieldsProps<P extends string, C extends string> {
  form: UseFormReturnType<Record<P | C, string>>;
  /** The form's fields for the new password and its confirmation. */
  fields: readonly [P, C];
  labels: readonly [string, string];
  disabled?: boolean;
}

/** A new password and its confirmation, each with its own message (sign-up, reset, settings). */
export function PasswordPairFields<P extends string, C extends string>({
  form,
  fields,
  labels,
  disabled,
}: PasswordPairFieldsProps<P, C>) {
  return fields.map((field, index) => (
    <PasswordInput
      key={field}
      label={labels[index]}
      autoComplete="new-password"
      {...form.getInputProps(field)}
      disabled={disabled}
    />
  ));
}
