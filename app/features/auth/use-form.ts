import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf, i18nKeyOf } from './form-errors';

/**
 * Values, and the messages to show: the schema's (only after a submit attempt, spec §4) and the
 * server's field errors (already translated; a field's own is cleared when it is edited).
 */
export function useForm<T extends object>(initial: T, schema: z.ZodType) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  // Fields whose messages may show: those a submit attempt covered (a stepper attempts step by step).
  const [attempted, setAttempted] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const clientErrors = attempted.size ? fieldErrorsOf(schema, values) : {};

  function setField<K extends keyof T>(field: K, value: T[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field as string]: _, ...rest }) => rest);
  }

  /** Marks a submit attempt of `fields` (default all); true when none of them has a message. */
  function attempt(fields: string[] = Object.keys(values)): boolean {
    setAttempted((current) => new Set([...current, ...fields]));
    setServerErrors({});
    const errors = fieldErrorsOf(schema, values);
    return !fields.some((field) => errors[field]);
  }

  /** Shows a failed call's field errors beside this form's fields; answers those fields. */
  function showServerErrors(error: unknown): string[] {
    if (!(error instanceof ApiError) || !error.errors) return [];
    const own = Object.entries(error.errors).filter(([field, messages]) => field in values && messages?.length);
    setServerErrors(Object.fromEntries(own.map(([field, messages]) => [field, messages[0]!])));
    return own.map(([field]) => field);
  }

  function errorOf(field: keyof T & string): string | undefined {
    if (serverErrors[field]) return serverErrors[field];
    const key = attempted.has(field) ? clientErrors[field] : undefined;
    return key ? t(i18nKeyOf(key)) : undefined;
  }

  return { values, setField, setValues, attempt, showServerErrors, errorOf };
}
