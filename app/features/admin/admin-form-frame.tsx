import { Alert, Button, Paper, Switch } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AdminPageHeader } from './admin-page-header';
import { ConfirmDialog } from './confirm-dialog';
import type { useUnsavedChangesGuard } from './unsaved-changes';
import classes from './admin.module.css';
import { Group, Stack, Text } from '../../components/ui';

export interface AdminDeletion {
  /** What deleting affects, said in the dialog before the administrator answers. */
  message: ReactNode;
  /** Why it cannot be deleted (still linked): the dialog says so and offers only OK. */
  refusal?: ReactNode;
  onConfirm: () => Promise<void>;
}

export interface AdminFormFrameProps {
  title: string;
  description?: ReactNode;
  back: { to: string; label: string };
  /** `form.onSubmit(save)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Unsaved changes: Cancel is offered and leaving asks first (through `guard`). */
  dirty: boolean;
  guard: ReturnType<typeof useUnsavedChangesGuard>;
  onCancel: () => void;
  /** A new record says Create, an existing one Save. */
  isNew: boolean;
  /** The record's active flag beside the title. */
  active?: { checked: boolean; onChange: (checked: boolean) => void; busy?: boolean };
  deletion?: AdminDeletion;
  /** A message about the whole form (a refused save without field errors). */
  formError?: string | null;
  /** Beside the fields on wide screens (a picture). */
  aside?: ReactNode;
  children: ReactNode;
  /** Under the form, outside it: related records, the audit history. */
  after?: ReactNode;
}

/**
 * An administration edit page: back link, title, the active switch, the fields (with an aside),
 * a sticky bar with Cancel / Save and Delete behind the §9 confirmation, the unsaved-changes
 * dialog, and whatever follows the form (the history).
 */
export function AdminFormFrame({
  title,
  description,
  back,
  onSubmit,
  submitting,
  dirty,
  guard,
  onCancel,
  isNew,
  active,
  deletion,
  formError,
  aside,
  children,
  after,
}: AdminFormFrameProps) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!deletion) return;
    setDeleting(true);
    try {
      await deletion.onConfirm();
      setConfirming(false);
    } catch {
      // The API client showed why; the dialog stays for another answer.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className={classes.page}>
      <AdminPageHeader
        title={title}
        description={
          description || active ? (
            <Stack gap="sm">
              {typeof description === 'string' ? (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              ) : (
                description
              )}
              {active && (
                <Switch
                  label={t('form.active')}
                  description={t('form.activeHint')}
                  checked={active.checked}
                  disabled={active.busy}
                  onChange={(event) => active.onChange(event.currentTarget.checked)}
                  size="md"
                  mt={4}
                />
              )}
            </Stack>
          ) : undefined
        }
        back={back}
      />
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div className={classes.formGrid} data-with-aside={aside ? true : undefined}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                {formError && (
                  <Alert color="red" role="alert">
                    {formError}
                  </Alert>
                )}
                {children}
              </Stack>
            </Paper>
            {aside && (
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="aside">
                {aside}
              </Paper>
            )}
          </div>
          <Group className={classes.actionBar} justify="space-between" gap="sm">
            <div>
              {deletion && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  {t('form.delete')}
                </Button>
              )}
            </div>
            <Group gap="xs">
              <Button variant="default" onClick={onCancel} disabled={!dirty || submitting}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                {isNew ? t('form.create') : t('form.save')}
              </Button>
            </Group>
          </Group>
        </fieldset>
      </form>
      {after && (
        <Stack gap="xl" mt="xl">
          {after}
        </Stack>
      )}
      {deletion && (
        <ConfirmDialog
          opened={confirming}
          title={t('form.deleteTitle', { name: title })}
          message={deletion.refusal ?? deletion.message}
          acknowledgeOnly={Boolean(deletion.refusal)}
          confirmColor="red"
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {guard.dialog}
    </div>
  );
}
