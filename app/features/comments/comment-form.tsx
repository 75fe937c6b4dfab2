import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/use-translation';
import { COMMENT_TEXT_MAX, commentEditBody } from '#core/schemas/comments';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { Button, Group, Stack } from '../../components/ui';

/**
 * The text of a new comment, a reply or an edit. Checked by the call's own schema on submit
 * (messages after a submit attempt, in the reader's language); `onSend` throws to keep the text.
 */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  onSend,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  initialText?: string;
  onSend: (text: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('comments');
  const form = useForm({ initialValues: { text: initialText }, validate: validateWith(commentEditBody, t) });

  async function send({ text }: { text: string }) {
    try {
      await onSend(text.trim());
      form.reset();
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxRows={12}
          maxLength={COMMENT_TEXT_MAX}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
