import { Loader, TextInput, Tooltip } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX, IconWand } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { UrlNameCheck } from '#core/schemas/admin';
import { api, isAbort } from '../../lib/api-client';
import {
  initialUrlNameState,
  suggestedFrom,
  withTitle,
  withTypedUrlName,
  type UrlNameState,
} from './url-name-suggestion';
import { ActionIcon, Group, Text } from '../../components/ui';

export const URL_NAME_CHECK_DEBOUNCE_MS = 400;

export interface UrlNameFieldProps<V> {
  form: UseFormReturnType<V>;
  field: LooseKeys<V>;
  /** The text the url name is suggested from (the record's English title). */
  title: string;
  /** The entity's `checkUrl` call and the params naming the record itself (`{ authorId: 5 }`), so its own name counts as free. */
  check: { url: string; params?: Record<string, string | number | null | undefined> };
  /** The public path before the url name, shown as a preview: `/author/`. */
  pathPrefix?: string;
  label?: string;
}

type CheckState = { value: string; state: 'checking' } | ({ value: string; state: 'done' } & UrlNameCheck) | null;

/**
 * The url name: suggested from the title by the core slug rule until the administrator types their
 * own (url-name-suggestion.ts), and checked live through the entity's `checkUrl` call (is it valid,
 * is it free) a moment after each change.
 */
export function UrlNameField<V>({ form, field, title, check, pathPrefix, label }: UrlNameFieldProps<V>) {
  const { t } = useTranslation('admin');
  const statusId = useId();
  const input = form.getInputProps(field);
  const value = String(input.value ?? '');
  const state = useRef<UrlNameState>(initialUrlNameState(value));
  // An emptied field (typed away, or the form reset) follows the title again.
  if (value === '' && !state.current.following) state.current = initialUrlNameState('');
  const [result, setResult] = useState<CheckState>(null);
  const [debounced] = useDebouncedValue(value, URL_NAME_CHECK_DEBOUNCE_MS);

  const apply = (next: UrlNameState) => {
    state.current = next;
    if (next.value !== value) form.setFieldValue(field, next.value as never);
  };

  useEffect(() => {
    const next = withTitle(state.current, title);
    state.current = next;
    if (next.value !== value) form.setFieldValue(field, next.value as never);
    // Only a new title moves the url name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title]);

  const params = JSON.stringify(check.params ?? {});
  useEffect(() => {
    if (debounced.trim() === '') return setResult(null);
    const controller = new AbortController();
    const query = new URLSearchParams({ urlName: debounced });
    for (const [name, param] of Object.entries(JSON.parse(params) as Record<string, unknown>))
      if (param !== null && param !== undefined) query.set(name, String(param));
    setResult({ value: debounced, state: 'checking' });
    api<UrlNameCheck>(`${check.url}?${query}`, { signal: controller.signal, toast: false })
      .then((answer) => setResult({ value: debounced, state: 'done', ...answer }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setResult(null);
      });
    return () => controller.abort();
  }, [debounced, check.url, params]);

  const current = result && result.value === value ? result : null;
  const status =
    value.trim() === '' ? null : !current || current.state === 'checking' ? (
      <Group gap={6} wrap="nowrap">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('urlName.checking')}
        </Text>
      </Group>
    ) : current.available ? (
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck size={14} color="var(--mantine-color-teal-filled)" aria-hidden />
        <Text size="xs" c="teal">
          {t('urlName.available')}
        </Text>
      </Group>
    ) : (
      <Group gap={6} wrap="nowrap">
        <IconCircleX size={14} color="var(--mantine-color-red-filled)" aria-hidden />
        <Text size="xs" c="red">
          {current.message ?? t('urlName.unavailable')}
        </Text>
      </Group>
    );

  return (
    <div>
      <TextInput
        {...input}
        onChange={(event) => apply(withTypedUrlName(event.currentTarget.value))}
        label={label ?? t('urlName.label')}
        description={pathPrefix ? t('urlName.preview', { path: `${pathPrefix}${value || '…'}` }) : undefined}
        withAsterisk
        autoComplete="off"
        spellCheck={false}
        rightSection={
          <Tooltip label={t('urlName.suggest')} withArrow>
            <ActionIcon variant="subtle" aria-label={t('urlName.suggest')} onClick={() => apply(suggestedFrom(title))}>
              <IconWand size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        }
      />
      <div id={statusId} aria-live="polite" style={{ minHeight: 22, paddingTop: 4 }}>
        {status}
      </div>
    </div>
  );
}
