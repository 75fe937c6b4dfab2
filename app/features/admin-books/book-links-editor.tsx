import { Badge, CloseButton, NumberInput, SimpleGrid, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SERIES_POSITION_MAX, type BookLinkKind } from '#core/schemas/books-admin';
import type { BookLinks, LinkedRecord } from './book-form-values';
import { RecordPicker } from './record-picker';
import { ActionIcon, Group, Stack, Text } from '../../components/ui';

export interface BookLinksEditorProps {
  links: BookLinks;
  onAdd: (kind: BookLinkKind, record: LinkedRecord) => void;
  onRemove: (kind: BookLinkKind, record: LinkedRecord) => void;
  onPosition: (record: LinkedRecord, position: number) => void;
  /** A change is on its way: nothing else can be changed until it lands. */
  busy?: boolean;
}

const unordered: readonly BookLinkKind[] = ['author', 'translator', 'illustrator', 'compilation', 'tag'];

function useRecordName() {
  const { t } = useTranslation('admin-books');
  return (record: LinkedRecord) => (record.active ? record.name : `${record.name} (${t('links.inactive')})`);
}

/** One kind's linked records as removable pills, and the picker that adds another. */
function LinkList({
  kind,
  records,
  onAdd,
  onRemove,
  busy,
}: { kind: BookLinkKind; records: LinkedRecord[] } & Omit<BookLinksEditorProps, 'links' | 'onPosition'>) {
  const { t } = useTranslation('admin-books');
  const nameOf = useRecordName();
  const headingId = useId();
  const list = t(`links.${kind}`);
  return (
    <Stack gap={6} role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600}>
        {list}
      </Text>
      {records.length ? (
        <Group gap={6}>
          {records.map((record) => (
            <Badge
              key={record.id}
              size="lg"
              radius="sm"
              variant="light"
              color={record.active ? undefined : 'gray'}
              tt="none"
              fw={500}
              pr={4}
              rightSection={
                <CloseButton
                  size="sm"
                  aria-label={t('links.remove', { name: record.name })}
                  disabled={busy}
                  onClick={() => onRemove(kind, record)}
                />
              }
            >
              {nameOf(record)}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('links.none')}
        </Text>
      )}
      <RecordPicker
        kind={kind}
        label={t('links.add', { list })}
        exclude={records.map((record) => record.id)}
        disabled={busy}
        onPick={(option) => onAdd(kind, { id: option.value, name: option.text, active: option.active })}
      />
    </Stack>
  );
}

/** A series the book is in: its position (saved with the check button) and its removal. */
function SeriesRow({
  record,
  onRemove,
  onPosition,
  busy,
}: {
  record: LinkedRecord;
  onRemove: () => void;
  onPosition: (position: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('admin-books');
  const nameOf = useRecordName();
  const stored = typeof record.position === 'number' ? record.position : '';
  const [value, setValue] = useState<number | string>(stored);
  const changed = value !== '' && value !== stored;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} lineClamp={1} pb={6}>
        {nameOf(record)}
      </Text>
      <NumberInput
        aria-label={t('links.position', { name: record.name })}
        placeholder={t('links.newPosition')}
        w={110}
        size="sm"
        min={0}
        max={SERIES_POSITION_MAX}
        decimalScale={2}
        value={value}
        onChange={setValue}
        disabled={busy}
      />
      <Tooltip label={t('links.savePosition')} withArrow disabled={!changed}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('links.savePosition')}
          disabled={!changed || busy}
          onClick={() => onPosition(Number(value))}
        >
          <IconCheck size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('links.remove', { name: record.name })}
        disabled={busy}
        onClick={onRemove}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The book's authors, translators, illustrators, compilations, tags and series (with positions):
 * pills to remove, a picker to add. What a change does (a call at once, or a change of the new
 * book's form) is the page's.
 */
export function BookLinksEditor({ links, onAdd, onRemove, onPosition, busy }: BookLinksEditorProps) {
  const { t } = useTranslation('admin-books');
  const seriesHeading = useId();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        {unordered.map((kind) => (
          <LinkList key={kind} kind={kind} records={links[kind]} onAdd={onAdd} onRemove={onRemove} busy={busy} />
        ))}
        <Stack gap={6} role="group" aria-labelledby={seriesHeading}>
          <Text id={seriesHeading} size="sm" fw={600}>
            {t('links.series')}
          </Text>
          {links.series.length ? (
            links.series.map((record) => (
              <SeriesRow
                key={`${record.id}:${record.position ?? ''}`}
                record={record}
                busy={busy}
                onRemove={() => onRemove('series', record)}
                onPosition={(position) => onPosition(record, position)}
              />
            ))
          ) : (
            <Text size="xs" c="dimmed">
              {t('links.none')}
            </Text>
          )}
          <RecordPicker
            kind="series"
            label={t('links.add', { list: t('links.series') })}
            exclude={links.series.map((record) => record.id)}
            disabled={busy}
            onPick={(option) =>
              onAdd('series', { id: option.value, name: option.text, active: option.active, position: null })
            }
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
