import { IconBookmark, IconBookmarkFilled, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { BookStatus } from '#core/enums';
import { openBookStatus } from './book-events';
import { useBookState } from './book-events';
import { Button } from '../../components/ui';

/**
 * The book page's shelf button (spec §4): names the caller's shelf, or offers to add the book; opens
 * the status modal. Follows a change made anywhere on the page (a card of the same book, search).
 */
export function BookStatusButton({
  urlName,
  title,
  status,
  readers,
}: {
  urlName: string;
  title: string;
  status: BookStatus | null;
  readers: number;
}) {
  const { t } = useTranslation('books');
  const state = useBookState(urlName, { status, readers });
  const current = state.status;
  return (
    <Button
      fullWidth
      variant={current ? 'light' : 'filled'}
      aria-haspopup="dialog"
      leftSection={current ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      onClick={() => openBookStatus({ urlName, title, status: current })}
    >
      {current ? t(`status.${current}`) : t('status.add')}
    </Button>
  );
}
