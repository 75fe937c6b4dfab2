import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { BookReadingList } from './book-reading-list';
import type { BookRecensions } from './book-recensions.server';
import { useReadingPaths } from './reading-paths';
import { RecensionCard } from './recension-card';
import { WriteButton } from './write-button';

export function BookRecensionsList(data: BookRecensions) {
  const { t } = useTranslation('recensions');
  const paths = useReadingPaths();
  const { book, ownId } = data;
  return (
    <BookReadingList
      {...data}
      current="recensions"
      heading={t('book.heading')}
      action={
        <WriteButton
          to={ownId === null ? paths.newRecension(book.urlName) : paths.editRecension(book.urlName, ownId)}
          icon={<IconPencil size={18} aria-hidden />}
          loginTitle={t('preLogin.write')}
          variant={ownId === null ? undefined : 'light'}
        >
          {ownId === null ? t('actions.write') : t('actions.editOwn')}
        </WriteButton>
      }
      texts={{
        total: t('list.total', { count: data.list.totalCount }),
        pastEnd: t('list.pastEnd'),
        empty: t('book.empty'),
      }}
      renderItem={(recension) => <RecensionCard key={recension.id} recension={recension} />}
    />
  );
}
