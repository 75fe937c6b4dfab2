import { Button, CloseButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import type { BulkActivityAnswer } from '#core/schemas/admin';
import { api } from '../../lib/api-client';
import classes from './admin.module.css';
import { Group, Text } from '../../components/ui';

/** Something the list does to its selected rows. */
export interface AdminBulkAction {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  /** Runs on the selected ids and answers what to tell the administrator. */
  run: (ids: number[]) => Promise<string>;
}

/** Activate and deactivate through a `PUT …/admin/activity` call (`{ ids, active }` → `{ changed }`). */
export function useActivityBulkActions(url: string): AdminBulkAction[] {
  const { t } = useTranslation('admin');
  const setActivity = async (ids: number[], active: boolean) => {
    const { changed } = await api<BulkActivityAnswer>(url, { method: 'PUT', body: { ids, active } });
    if (changed === 0) return t('list.nothingChanged');
    return t(active ? 'list.activated' : 'list.deactivated', { count: changed });
  };
  return [
    {
      key: 'activate',
      label: t('list.activate'),
      icon: <IconEye size={16} aria-hidden />,
      run: (ids) => setActivity(ids, true),
    },
    {
      key: 'deactivate',
      label: t('list.deactivate'),
      icon: <IconEyeOff size={16} aria-hidden />,
      color: 'orange',
      run: (ids) => setActivity(ids, false),
    },
  ];
}

/** The bar under a table while rows are selected: how many, the bulk actions, and clearing the selection. */
export function AdminBulkBar({
  selected,
  actions,
  onDone,
}: {
  selected: number[];
  actions: AdminBulkAction[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const revalidator = useRevalidator();
  const [running, setRunning] = useState<string | null>(null);
  if (selected.length === 0) return null;

  const run = async (action: AdminBulkAction) => {
    setRunning(action.key);
    try {
      const message = await action.run(selected);
      notifications.show({ color: 'teal', message });
      onDone();
      await revalidator.revalidate();
    } catch {
      // The API client showed why.
    } finally {
      setRunning(null);
    }
  };

  return (
    <Group className={classes.bulkBar} justify="space-between" gap="sm" role="region" aria-label={t('list.bulkLabel')}>
      <Text size="sm" fw={600} aria-live="polite">
        {t('list.selected', { count: selected.length })}
      </Text>
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action.key}
            size="xs"
            variant="light"
            color={action.color}
            leftSection={action.icon}
            loading={running === action.key}
            disabled={running !== null && running !== action.key}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        ))}
        <CloseButton size="sm" aria-label={t('list.clearSelection')} onClick={onDone} />
      </Group>
    </Group>
  );
}
