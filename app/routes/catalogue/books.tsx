import { Collapse } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { cutSeoDescription } from '#core/seo';
import { BookFiltersForm } from '../../features/books/book-filters-form';
import { activeFilterCount, booksScope, parseBookFilters } from '../../features/books/book-filters';
import { BookList } from '../../features/books/book-list';
import { useFilterOptions } from '../../features/books/filter-options';
import { useCataloguePaths } from '../../features/books/book-links';
import { ListControls } from '../../features/books/list-controls';
import { parseListParams } from '../../features/books/list-params';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { catalogueViewer } from '../../features/books/viewer';
import type { Route } from './+types/books';
import { Badge, Button, Group, Stack, Title } from '../../components/ui';

/** Heading key of the page: its path (manga, comics) or its sortby. */
function headingKey(section: string, sortby: number | undefined) {
  if (section !== 'all') return section;
  return sortby === 2 ? 'mangaAndComics' : sortby === 3 ? 'books' : sortby === 1 ? 'popular' : 'all';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = parseListParams(url);
  const scope = booksScope(url.pathname, url.searchParams);
  const filters = parseBookFilters(url.searchParams);
  const viewer = catalogueViewer(context);
  // The choices come with the page only when its filters are open on arrival; a folded form asks
  // for them when opened (filter-options.ts).
  const [result, options, t] = await Promise.all([
    context.services.books.listBooks(viewer, { ...filters, kind: scope.kind, sortby: scope.sortby, ...list }),
    activeFilterCount(filters) > 0 ? context.services.books.getFilterOptions(viewer) : null,
    pageTranslator(viewer.language),
  ]);
  const heading = headingKey(scope.section, scope.sortby);
  const meta = await pageMeta(
    viewer.language,
    t(`books:page.heading.${heading}`),
    cutSeoDescription(t(`books:page.description.${heading}`)),
  );
  return { ...result, list, scope, filters, options, heading, meta };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: data.meta.title }, { name: 'description', content: data.meta.description }];
}

const sections = [
  { key: 'popular', path: '/books?sortby=1' },
  { key: 'books', path: '/books?sortby=3' },
  { key: 'mangaAndComics', path: '/books?sortby=2' },
  { key: 'manga', path: '/books/manga' },
  { key: 'comics', path: '/books/comics' },
] as const;

export default function BooksPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('books');
  const paths = useCataloguePaths();
  const location = useLocation();
  const { items, totalCount, list, filters, options, heading } = loaderData;
  const active = activeFilterCount(filters);
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  // The form (Mantine's comboboxes) is rendered once asked for: folded away, it only cost the
  // server's render and the browser's hydration of every catalogue page.
  const [filtersAsked, setFiltersAsked] = useState(filtersOpen);
  const choices = useFilterOptions(options, filtersAsked);
  return (
    <Container size={1545} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1}>{t(`page.heading.${heading}`)}</Title>
          <Button
            variant={filtersOpen ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              active ? (
                <Badge size="sm" circle>
                  {active}
                </Badge>
              ) : null
            }
            onClick={() => {
              setFiltersAsked(true);
              setFiltersOpen((open) => !open);
            }}
            aria-expanded={filtersOpen}
            aria-controls="book-filters"
          >
            {t('filters.title')}
          </Button>
        </Group>
        <Group gap="xs" component="nav" aria-label={t('page.sections')}>
          {sections.map((section) => (
            <Button
              key={section.key}
              component={AppLink}
              to={paths.to(section.path)}
              size="compact-sm"
              radius="xl"
              variant={section.key === heading ? 'filled' : 'default'}
              aria-current={section.key === heading ? 'page' : undefined}
            >
              {t(`page.heading.${section.key}`)}
            </Button>
          ))}
        </Group>
        <Collapse expanded={filtersOpen} id="book-filters">
          {filtersAsked && <BookFiltersForm key={location.search} filters={filters} choices={choices} />}
        </Collapse>
        <div>
          <ListControls view={list.view} pageSize={list.pageSize} sortType={list.sortType} totalCount={totalCount} />
          <BookList items={items} totalCount={totalCount} page={list.page} pageSize={list.pageSize} view={list.view} />
        </div>
      </Stack>
    </Container>
  );
}
