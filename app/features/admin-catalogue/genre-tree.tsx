import { Badge, Paper } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { GenreTreeRow } from '#core/schemas/catalogue-admin';
import classes from './admin-catalogue.module.css';
import { Anchor, Group, Stack, Text, Title } from '../../components/ui';

interface Node extends GenreTreeRow {
  children: Node[];
}

/** The rows as a forest, each level in the rows' order (by name); a row whose parent is missing is a root. */
export function genreForest(rows: GenreTreeRow[]): Node[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function Branch({ nodes, editPath, level }: { nodes: Node[]; editPath: (id: number) => string; level: number }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <ul className={level === 0 ? classes.treeRoot : classes.treeLevel}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Group gap="xs" wrap="nowrap" className={classes.treeNode}>
            <Anchor
              component={Link}
              to={editPath(node.id)}
              fw={level === 0 ? 700 : 500}
              c={node.active ? undefined : 'dimmed'}
            >
              {node.name}
            </Anchor>
            <Text span size="xs" c="dimmed">
              {t('tree.books', { count: node.booksCount })}
            </Text>
            {!node.active && (
              <Badge size="xs" variant="light" color="gray">
                {t('tree.inactive')}
              </Badge>
            )}
          </Group>
          {node.children.length > 0 && <Branch nodes={node.children} editPath={editPath} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** Every genre under its parent (inactive ones marked), each a link to its edit page. */
export function GenreTree({ rows, editPath }: { rows: GenreTreeRow[]; editPath: (id: number) => string }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="genre-tree-title">
      <Stack gap={4} mb="md">
        <Title order={2} size="h4" id="genre-tree-title">
          {t('tree.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tree.hint')}
        </Text>
      </Stack>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('tree.empty')}</Text>
      ) : (
        <Branch nodes={genreForest(rows)} editPath={editPath} level={0} />
      )}
    </Paper>
  );
}
