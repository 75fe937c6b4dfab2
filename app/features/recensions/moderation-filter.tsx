import { SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Form, useLocation, useNavigate } from 'react-router';
import type { ModerationQuery } from '#core/schemas/recensions';
import { withListParams } from '../books/list-params';
import { Button, Group } from '../../components/ui';

export const MODERATION_STATES = ['waiting', 'approved', 'rejected', 'all'] as const;

/** The moderation lists' state switch and search box, both kept in the URL. */
export function ModerationFilter({ state, search }: { state: ModerationQuery['state']; search: string }) {
  const { t } = useTranslation('recensions');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t('moderation.stateLabel')}
        value={state}
        onChange={(value) =>
          void navigate(
            location.pathname + withListParams(location.search, { state: value === 'waiting' ? null : value }),
          )
        }
        data={MODERATION_STATES.map((value) => ({ value, label: t(`moderation.states.${value}`) }))}
      />
      <Form method="get" role="search">
        <Group gap="xs" wrap="nowrap">
          {state !== 'waiting' && <input type="hidden" name="state" value={state} />}
          <TextInput
            name="search"
            defaultValue={search}
            aria-label={t('moderation.search')}
            placeholder={t('moderation.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
          />
          <Button type="submit" variant="default">
            {t('moderation.find')}
          </Button>
        </Group>
      </Form>
    </Group>
  );
}

/** The moderation list's state, search and page from a loader's URL. */
export function moderationParams(url: string): ModerationQuery {
  const search = new URL(url).searchParams;
  const state = MODERATION_STATES.find((value) => value === search.get('state')) ?? 'waiting';
  const page = /^\d{1,6}$/.test(search.get('page') ?? '') ? Math.max(1, Number(search.get('page'))) : 1;
  return { state, search: (search.get('search') ?? '').trim().slice(0, 200) || undefined, page, pageSize: 20 };
}
