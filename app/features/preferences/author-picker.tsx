import { Avatar, Button, Checkbox, CloseButton, Pill, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { AuthorPreferenceList } from '#core/schemas/authors';
import { api } from '../../lib/api-client';
import classes from './preferences.module.css';
import { Group, Stack, Text } from '../../components/ui';

export interface ChosenAuthor {
  id: number;
  name: string;
  imageLink: string | null;
}

export const AUTHORS_PAGE_SIZE = 24;

const query = (search: string, page: number) =>
  `/api/author/preference?search=${encodeURIComponent(search)}&page=${page}&pageSize=${AUTHORS_PAGE_SIZE}`;

/**
 * Favourite authors: the chosen ones as removable pills, a search (the most-booked authors before
 * anything is typed) and the matches as checkable cards, more on demand.
 */
export function AuthorPicker({
  initial,
  value,
  onChange,
}: {
  /** The first page without a search, read by the page's loader. */
  initial: AuthorPreferenceList;
  value: ChosenAuthor[];
  onChange: (authors: ChosenAuthor[]) => void;
}) {
  const { t } = useTranslation('preferences');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [list, setList] = useState(initial);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const latest = useRef('');
  const chosen = new Set(value.map((author) => author.id));

  useEffect(() => {
    if (debounced === latest.current) return;
    latest.current = debounced;
    const controller = new AbortController();
    setLoading(true);
    api<AuthorPreferenceList>(query(debounced, 1), { signal: controller.signal })
      .then((found) => {
        setList(found);
        setPage(1);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [debounced]);

  async function showMore() {
    setLoading(true);
    try {
      const next = await api<AuthorPreferenceList>(query(debounced, page + 1));
      setList((current) => ({ items: [...current.items, ...next.items], totalCount: next.totalCount }));
      setPage(page + 1);
    } catch {
      // The API client showed the reason.
    } finally {
      setLoading(false);
    }
  }

  const toggle = (author: ChosenAuthor, checked: boolean) =>
    onChange(checked ? [...value, author] : value.filter((other) => other.id !== author.id));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('authors.selected', { count: value.length })}
      </Text>
      {value.length > 0 && (
        <Pill.Group>
          {value.map((author) => (
            <Pill
              key={author.id}
              size="lg"
              withRemoveButton
              onRemove={() => toggle(author, false)}
              removeButtonProps={{ 'aria-label': t('authors.remove', { name: author.name }) }}
            >
              {author.name}
            </Pill>
          ))}
        </Pill.Group>
      )}
      <TextInput
        label={t('authors.search')}
        placeholder={t('authors.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? <CloseButton size="sm" aria-label={t('authors.search')} onClick={() => setSearch('')} /> : null
        }
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {list.items.length === 0 ? (
        <Text c="dimmed">{t('authors.none')}</Text>
      ) : (
        <div className={classes.optionGrid} role="group" aria-label={t('steps.authors.title')} aria-busy={loading}>
          {list.items.map((author) => {
            const checked = chosen.has(author.id);
            return (
              <Checkbox.Card
                key={author.id}
                checked={checked}
                onClick={() => toggle({ id: author.id, name: author.name, imageLink: author.imageLink }, !checked)}
                radius="md"
                p="sm"
              >
                <Group wrap="nowrap" gap="sm">
                  <Checkbox.Indicator checked={checked} />
                  <Avatar src={author.imageLink} alt="" radius="xl" size={40} name={author.name} color="initials" />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} size="sm" lineClamp={2}>
                      {author.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('authors.books', { count: author.booksCount })}
                    </Text>
                  </div>
                </Group>
              </Checkbox.Card>
            );
          })}
        </div>
      )}
      {list.items.length < list.totalCount && (
        <Group justify="center">
          <Button variant="default" onClick={() => void showMore()} loading={loading}>
            {t('authors.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
