import { Avatar, Badge, Paper, Select, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CATEGORY_ITEMS_MAX, type CategoryKind, type CategoryMember } from '#core/schemas/categories';
import { api, isAbort } from '../../lib/api-client';
import { moved, useDragReorder } from './use-reorder';
import classes from './admin-site.module.css';
import { ActionIcon, Group, Stack, Text, Title } from '../../components/ui';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The books or authors of a category in the order the home page shows them: drag a row by its
 * handle or move it with the arrow buttons, remove it, and find new ones to add by name.
 */
export function CategoryMembers({
  kind,
  members,
  onChange,
}: {
  kind: CategoryKind;
  members: CategoryMember[];
  onChange: (members: CategoryMember[]) => void;
}) {
  const { t } = useTranslation('admin-site');
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    const next = moved(members, from, to);
    onChange(next);
    setAnnouncement(
      t('categories.members.moved', { name: members[from]!.title, position: to + 1, count: next.length }),
    );
  };
  const drag = useDragReorder(move);
  const full = members.length >= CATEGORY_ITEMS_MAX;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="category-members">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="category-members">
            {t(`categories.members.${kind}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('categories.members.hint')}
          </Text>
        </div>
        {members.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('categories.members.empty')}
          </Text>
        ) : (
          <ol className={classes.members}>
            {members.map((member, index) => (
              <li key={member.id} className={classes.member} {...drag.rowProps(index)}>
                <Tooltip label={t('categories.members.drag', { name: member.title })} openDelay={400}>
                  <span className={classes.handle} {...drag.handleProps(index)} aria-hidden>
                    <IconGripVertical size={18} />
                  </span>
                </Tooltip>
                <Text span size="sm" c="dimmed" w={24} ta="right">
                  {index + 1}
                </Text>
                <Avatar
                  src={member.imageLink ?? undefined}
                  alt=""
                  size={kind === 'book' ? 40 : 36}
                  radius={kind === 'book' ? 'xs' : 'xl'}
                  className={kind === 'book' ? classes.cover : undefined}
                >
                  {member.title.slice(0, 1)}
                </Avatar>
                <Stack gap={0} className={classes.memberText}>
                  <Text span size="sm" fw={600} lineClamp={1}>
                    {member.title}
                  </Text>
                  {member.subtitle && (
                    <Text span size="xs" c="dimmed" lineClamp={1}>
                      {member.subtitle}
                    </Text>
                  )}
                </Stack>
                {!member.active && (
                  <Tooltip label={t('categories.members.inactiveHint')}>
                    <Badge variant="light" color="gray" radius="sm">
                      {t('categories.members.inactive')}
                    </Badge>
                  </Tooltip>
                )}
                <Group gap={4} wrap="nowrap" className={classes.memberActions}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('categories.members.moveUp', { name: member.title })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('categories.members.moveDown', { name: member.title })}
                    disabled={index === members.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('categories.members.remove', { name: member.title })}
                    onClick={() => onChange(members.filter((other) => other.id !== member.id))}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </ol>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        {full ? (
          <Text size="sm" c="dimmed">
            {t('categories.members.limit', { count: CATEGORY_ITEMS_MAX })}
          </Text>
        ) : (
          <MemberSearch kind={kind} members={members} onAdd={(member) => onChange([...members, member])} />
        )}
      </Stack>
    </Paper>
  );
}

/** Finds books or authors by name (the catalogue's search keys), inactive ones too, and adds the one chosen. */
function MemberSearch({
  kind,
  members,
  onAdd,
}: {
  kind: CategoryKind;
  members: CategoryMember[];
  onAdd: (member: CategoryMember) => void;
}) {
  const { t } = useTranslation('admin-site');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<CategoryMember[]>([]);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ kind, search: debounced, limit: '10' });
    api<CategoryMember[]>(`/api/category/admin/candidates?${query}`, { signal: controller.signal })
      .then(setFound)
      .catch((error: unknown) => {
        if (!isAbort(error)) setFound([]);
      });
    return () => controller.abort();
  }, [kind, debounced, wanted]);

  const present = new Set(members.map((member) => member.id));
  return (
    <Select
      label={t(kind === 'book' ? 'categories.members.searchBook' : 'categories.members.searchAuthor')}
      placeholder={t(kind === 'book' ? 'categories.members.searchBook' : 'categories.members.searchAuthor')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setWanted(true)}
      filter={({ options }) => options}
      nothingFoundMessage={t('categories.members.nothingFound')}
      data={found.map((member) => ({
        value: String(member.id),
        label: member.subtitle ? `${member.title} — ${member.subtitle}` : member.title,
        disabled: present.has(member.id),
      }))}
      onChange={(value) => {
        const member = found.find((candidate) => String(candidate.id) === value);
        if (member && !present.has(member.id)) onAdd(member);
        setSearch('');
      }}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  );
}
