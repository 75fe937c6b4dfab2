import { ActionIcon, Avatar, Badge, Button, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconUsersGroup, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import type { AuthorPick } from '#core/schemas/catalogue-admin';
import { useLocale } from '../../components/shell/use-locale';
import { api } from '../../lib/api-client';
import { OptionsSelect, type AdminOption } from '../admin/options-select';
import { catalogueKindViews } from './catalogue-kinds';
import { Anchor, Group, Stack, Text, Title } from '../../components/ui';

const view = catalogueKindViews.author;

/** An author's similar authors: shown on both pages, added through a search of every author, removed one by one. */
export function SimilarAuthors({ authorId, similar }: { authorId: number; similar: AuthorPick[] }) {
  const { t } = useTranslation('admin-catalogue');
  const { t: tAdmin } = useTranslation('admin');
  const { to } = useLocale();
  const revalidator = useRevalidator();
  const [picked, setPicked] = useState<AdminOption | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function change(other: number, name: string, linking: boolean) {
    setBusy(other);
    try {
      await api(
        linking ? `${view.api}/similar/${other}/to/${authorId}` : `${view.api}/similar/${other}/from/${authorId}`,
        {
          method: linking ? 'POST' : 'DELETE',
        },
      );
      notifications.show({ color: 'teal', message: t(linking ? 'similar.added' : 'similar.removed', { name }) });
      setPicked(null);
      await revalidator.revalidate();
    } catch {
      // The API client showed why.
    } finally {
      setBusy(null);
    }
  }

  const known = [authorId, ...similar.map((author) => author.id)];
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="similar-authors-title"
    >
      <Group gap="xs" mb={4}>
        <IconUsersGroup size={20} aria-hidden />
        <Title order={2} size="h4" id="similar-authors-title">
          {t('similar.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('similar.hint')}
      </Text>
      {similar.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('similar.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {similar.map((author) => (
            <Group key={author.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar src={author.imageLink ?? undefined} alt="" size={28} radius="xl">
                  {author.name.slice(0, 1)}
                </Avatar>
                <Anchor component={Link} to={to(view.editPath(author.id))} size="sm" lineClamp={1}>
                  {author.name}
                </Anchor>
                {!author.active && (
                  <Badge size="xs" variant="light" color="gray">
                    {tAdmin('cells.inactive')}
                  </Badge>
                )}
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('similar.remove', { name: author.name })}
                loading={busy === author.id}
                onClick={() => void change(author.id, author.name, false)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" mt="md" align="flex-end" wrap="nowrap">
        <OptionsSelect
          url={`${view.api}/options`}
          remoteSearch
          label={t('similar.pick')}
          placeholder={t('similar.pickPlaceholder')}
          value={picked?.value ?? null}
          onChange={(_, option) => setPicked(option)}
          style={{ flex: 1 }}
          clearable
          exclude={known}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={picked === null}
          loading={picked !== null && busy === picked.value}
          onClick={() => picked && void change(picked.value, picked.text, true)}
        >
          {t('similar.add')}
        </Button>
      </Group>
    </Paper>
  );
}
