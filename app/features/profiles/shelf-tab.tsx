import { Box } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { BookStatus } from '#core/enums';
import type { ShelfList } from '#core/schemas/statuses';
import { useLocale } from '../../components/shell/use-locale';
import { BookList } from '../books/book-list';
import { ListControls } from '../books/list-controls';
import type { ListParams } from '../books/list-params';
import { Button, Text, Title } from '../../components/ui';

/** One shelf of a profile: its books as cards or rows, paged; an empty shelf says so. */
export function ShelfTab({
  status,
  shelf,
  list,
  own,
}: {
  status: BookStatus;
  shelf: ShelfList;
  list: ListParams;
  /** The caller's own shelf: an empty one offers the catalogue. */
  own: boolean;
}) {
  const { t } = useTranslation('profiles');
  const { to } = useLocale();
  return (
    <Box component="section" aria-labelledby="profile-shelf">
      <Title order={2} size="h3" id="profile-shelf" mb="sm">
        {t(`shelf.${status}`)}
      </Title>
      <ListControls view={list.view} pageSize={list.pageSize} totalCount={shelf.totalCount} />
      <BookList
        items={shelf.items}
        totalCount={shelf.totalCount}
        page={list.page}
        pageSize={list.pageSize}
        view={list.view}
        empty={
          <>
            <Text c="dimmed">{t(own ? `shelf.emptyOwn.${status}` : 'shelf.empty')}</Text>
            {own && (
              <Button component={Link} to={to('/books?sortby=1')} variant="light" mt="xs">
                {t('shelf.browse')}
              </Button>
            )}
          </>
        }
      />
    </Box>
  );
}
