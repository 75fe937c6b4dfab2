import { Badge, Paper } from '@mantine/core';
import { IconBinaryTree } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { CatalogueRecord } from '#core/schemas/catalogue-admin';
import { useLocale } from '../../components/shell/use-locale';
import { catalogueKindViews } from './catalogue-kinds';
import { Anchor, Group, Stack, Text, Title } from '../../components/ui';

/** A genre's place in the tree: its parent and its sub-genres, each a link to its own edit page. */
export function GenreChildren({ record }: { record: CatalogueRecord }) {
  const { t } = useTranslation('admin-catalogue');
  const { t: tAdmin } = useTranslation('admin');
  const { to } = useLocale();
  const editPath = (id: number) => to(catalogueKindViews.genre.editPath(id));
  const children = record.children ?? [];
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="genre-children-title"
    >
      <Group gap="xs" mb="sm">
        <IconBinaryTree size={20} aria-hidden />
        <Title order={2} size="h4" id="genre-children-title">
          {t('edit.children')}
        </Title>
      </Group>
      {record.parent && (
        <Text size="sm" mb="xs">
          {t('fields.parent')}:{' '}
          <Anchor component={Link} to={editPath(record.parent.id)}>
            {record.parent.name}
          </Anchor>
        </Text>
      )}
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('edit.noChildren')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children.map((child) => (
            <Group key={child.id} component="li" gap="xs">
              <Anchor component={Link} to={editPath(child.id)} size="sm">
                {child.name}
              </Anchor>
              {!child.active && (
                <Badge size="xs" variant="light" color="gray">
                  {tAdmin('cells.inactive')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
