import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { ReadingSort } from '#core/schemas/recensions';
import { withListParams } from '../books/list-params';

/** Newest / most liked: the `sort` URL param (page back to 1). */
export function SortControl({ sort }: { sort: ReadingSort }) {
  const { t } = useTranslation('recensions');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={t('sort.label')}
      value={sort}
      onChange={(value) =>
        void navigate(
          location.pathname + withListParams(location.search, { sort: value === 'new' ? null : value, page: null }),
          { preventScrollReset: true },
        )
      }
      data={[
        { value: 'new', label: t('sort.new') },
        { value: 'liked', label: t('sort.liked') },
      ]}
    />
  );
}
