import { Button, Modal, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { REJECTION_REASON_MAX, rejectBody, type ModerationState } from '#core/schemas/recensions';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { showDone } from './toast';
import { Group, Stack } from '../../components/ui';

/** Approve, or refuse with a reason the writer sees: the moderation of one recension or quote. */
export function ModerationActions({
  kind,
  id,
  state,
  onDone,
}: {
  kind: 'recension' | 'quote';
  id: number;
  state: ModerationState;
  onDone: () => void;
}) {
  const { t } = useTranslation('recensions');
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const form = useForm({ initialValues: { reason: '' }, validate: validateWith(rejectBody, t) });

  async function approve() {
    setApproving(true);
    try {
      await api(`/api/${kind}/admin/${id}/approve`, { method: 'PUT' });
      showDone(t, t('moderation.approved'));
      onDone();
    } catch {
      // The API client has shown the failure.
    } finally {
      setApproving(false);
    }
  }

  async function reject(values: { reason: string }) {
    try {
      await api(`/api/${kind}/admin/${id}/reject`, { method: 'PUT', body: values });
      showDone(t, t('moderation.rejected'));
      setRejecting(false);
      form.reset();
      onDone();
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <>
      <Group gap="xs">
        {state !== 'approved' && (
          <Button
            size="compact-sm"
            color="teal"
            loading={approving}
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => void approve()}
          >
            {t('moderation.approve')}
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setRejecting(true)}
        >
          {state === 'rejected' ? t('moderation.changeReason') : t('moderation.reject')}
        </Button>
      </Group>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t('moderation.rejectTitle')} centered>
        <form onSubmit={form.onSubmit(reject)} noValidate>
          <Stack gap="md">
            <Textarea
              label={t('moderation.reason')}
              description={t('moderation.reasonHint')}
              required
              autosize
              minRows={3}
              maxLength={REJECTION_REASON_MAX}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" color="red" loading={form.submitting}>
                {t('moderation.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
