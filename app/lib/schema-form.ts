import { schemaResolver, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

type Schema = Parameters<typeof schemaResolver>[0];

/** Schema messages are 'namespace.key'; react-i18next wants 'namespace:key'. */
export const i18nKeyOf = (messageKey: string) => messageKey.replace('.', ':');

/**
 * A @mantine/form validator from the call's zod schema, whose messages are i18n keys such as
 * 'validation.required': it answers them in the reader's language. The form runs it on submit, so
 * messages show only after a submit attempt (spec §4), and clears a field's message when it is edited.
 */
export function validateWith(schema: Schema, t: TFunction) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: object): FormErrors =>
    Object.fromEntries(Object.entries(resolve(values)).map(([field, key]) => [field, t(i18nKeyOf(String(key)))]));
}

/** Shows a failed call's field errors (already in the reader's language) beside the form's fields; answers those fields. */
export function showServerErrors(form: UseFormReturnType<object>, error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const values = form.getValues();
  const own = Object.entries(error.errors).filter(([field, messages]) => field in values && messages?.length);
  form.setErrors(Object.fromEntries(own.map(([field, messages]) => [field, messages[0]])));
  return own.map(([field]) => field);
}
