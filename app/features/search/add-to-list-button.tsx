import { IconBookmarkFilled, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { BookStatus } from '#core/enums';
import { openBookStatus } from '../books/book-events';
import { useBookState } from '../books/book-events';
import { ActionIcon } from '../../components/ui';

/**
 * The book result's plus button (spec §2): opens the status modal, as every card does; a visitor's
 * choice there becomes the pre-login action (spec §4). Once the book is on a shelf it shows so.
 */
export function AddToListButton({
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
  const shelf = state.status === null ? null : t(`status.${state.status}`);
  return (
    <ActionIcon
      variant={shelf ? 'filled' : 'light'}
      radius="xl"
      size="lg"
      aria-haspopup="dialog"
      aria-label={shelf ? t('card.onShelf', { title, shelf }) : t('card.addToList', { title })}
      onClick={() => openBookStatus({ urlName, title, status: state.status })}
    >
      {shelf ? <IconBookmarkFilled size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
    </ActionIcon>
  );
}
