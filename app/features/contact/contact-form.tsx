import { Alert, Button, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { contactMessageBody, type ContactMessageBody } from '#core/schemas/contact';
import { ApiError, api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { useSession } from '../session/session-context';
import { Stack } from '../../components/ui';

type Problem = { kind: 'pending' | 'failed'; message: string } | null;

/**
 * The contact form (spec §8): checked with the call's own schema after a submit attempt, sent to
 * `POST /api/contact/message`. A second message while one waits gets the server's "We already have
 * a message from you…"; field errors go beside their fields; anything else gets the general message.
 */
export function ContactForm({
  initial,
  onSent,
}: {
  initial: Pick<ContactMessageBody, 'name' | 'email'>;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('contact');
  const { config } = useSession();
  const [problem, setProblem] = useState<Problem>(null);
  const form = useForm({
    initialValues: { ...initial, text: '' },
    validate: validateWith(contactMessageBody(config.appDomain), t),
  });

  async function send(values: typeof form.values) {
    setProblem(null);
    try {
      await api('/api/contact/message', { method: 'POST', body: values, toast: false });
      onSent(values.email.trim());
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409)
        setProblem({ kind: 'pending', message: error.message });
      else if (error instanceof ApiError && error.statusCode < 500) {
        if (!showServerErrors(form, error).length) setProblem({ kind: 'failed', message: error.message });
      } else setProblem({ kind: 'failed', message: t('unknownError') });
    }
  }

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="md">
        <TextInput label={t('name')} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label={t('email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Textarea
          label={t('message')}
          placeholder={t('messagePlaceholder')}
          autosize
          minRows={5}
          maxRows={14}
          required
          {...form.getInputProps('text')}
        />
        {problem && (
          <Alert
            role="alert"
            variant="light"
            color={problem.kind === 'pending' ? 'yellow' : 'red'}
            icon={
              problem.kind === 'pending' ? (
                <IconInfoCircle size={18} aria-hidden />
              ) : (
                <IconAlertTriangle size={18} aria-hidden />
              )
            }
            title={problem.kind === 'pending' ? t('pendingTitle') : t('failedTitle')}
          >
            {problem.message}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={form.submitting}>
            {t('send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
