import { Chip, MultiSelect, NumberInput, Paper, Select, SimpleGrid } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BookFilterOptions } from '#core/schemas/books';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { activeFilterCount, filterParams, type BookFilters } from './book-filters';
import { withListParams } from './list-params';
import { Button, Group, Stack, Text } from '../../components/ui';

const LANGUAGES = ['1', '3', '4'];
const STATES = ['1', '2', '3', '4'];
const RATINGS = ['3', '3.5', '4', '4.5'];

/**
 * The books page filters; applying writes them to the URL (page back to 1). The genre and tag
 * fields wait for their choices (null while they arrive); the others work at once.
 */
export function BookFiltersForm({ filters, choices }: { filters: BookFilters; choices: BookFilterOptions | null }) {
  const { t } = useTranslation('books');
  const location = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  const patch = (next: Partial<BookFilters>) => setDraft((current) => ({ ...current, ...next }));
  const apply = (next: BookFilters) =>
    navigate(location.pathname + withListParams(location.search, filterParams(next)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const empty: BookFilters = { genres: [], tags: [], languages: [], stateStatus: [] };
  const toYear = (value: string | number) => (value === '' ? undefined : Number(value));
  const placeholderOf = (chosen: string[]) =>
    chosen.length ? undefined : choices ? t('filters.any') : t('filters.loadingChoices');
  return (
    <Paper component="form" withBorder p="md" radius="md" onSubmit={submit} aria-label={t('filters.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MultiSelect
            label={t('filters.genres')}
            placeholder={placeholderOf(draft.genres)}
            data={choices?.genres ?? []}
            disabled={!choices}
            value={draft.genres}
            onChange={(value) => patch({ genres: value })}
            searchable
            clearable
            nothingFoundMessage={t('filters.nothingFound')}
          />
          <MultiSelect
            label={t('filters.tags')}
            placeholder={placeholderOf(draft.tags)}
            data={choices?.tags ?? []}
            disabled={!choices}
            value={draft.tags}
            onChange={(value) => patch({ tags: value })}
            searchable
            clearable
            nothingFoundMessage={t('filters.nothingFound')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="filter-languages">
            {t('filters.languages')}
          </Text>
          <Chip.Group
            multiple
            value={draft.languages.map(String)}
            onChange={(value) => patch({ languages: value.map(Number) })}
          >
            <Group gap="xs" role="group" aria-labelledby="filter-languages">
              {LANGUAGES.map((code) => (
                <Chip key={code} value={code} size="sm">
                  {t(`language.${code}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="filter-state">
            {t('filters.state')}
          </Text>
          <Chip.Group
            multiple
            value={draft.stateStatus.map(String)}
            onChange={(value) => patch({ stateStatus: value.map(Number) })}
          >
            <Group gap="xs" role="group" aria-labelledby="filter-state">
              {STATES.map((code) => (
                <Chip key={code} value={code} size="sm">
                  {t(`stateStatus.${code}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label={t('filters.yearFrom')}
            value={draft.yearFrom ?? ''}
            onChange={(value) => patch({ yearFrom: toYear(value) })}
            allowDecimal={false}
            min={-3000}
            max={2100}
          />
          <NumberInput
            label={t('filters.yearTo')}
            value={draft.yearTo ?? ''}
            onChange={(value) => patch({ yearTo: toYear(value) })}
            allowDecimal={false}
            min={-3000}
            max={2100}
          />
          <Select
            label={t('filters.rating')}
            value={draft.rating ? String(draft.rating) : null}
            onChange={(value) => patch({ rating: value ? Number(value) : undefined })}
            data={RATINGS.map((value) => ({ value, label: t('filters.ratingAtLeast', { value }) }))}
            placeholder={t('filters.any')}
            clearable
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {activeFilterCount(filters) > 0 && (
            <Button variant="subtle" color="gray" onClick={() => apply(empty)}>
              {t('filters.reset')}
            </Button>
          )}
          <Button type="submit">{t('filters.apply')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
