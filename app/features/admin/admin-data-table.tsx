import { Box, Checkbox, Table, UnstyledButton, VisuallyHidden, type MantineBreakpoint } from '@mantine/core';
import { useRovingIndex } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { SortOrder } from '#core/schemas/admin';
import classes from './admin.module.css';
import { Anchor } from '../../components/ui';

/** One column of an admin table. */
export interface AdminColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The list's sort key when the column sorts (its header then sorts the list). */
  sort?: string;
  /** Hidden on narrower screens than this breakpoint. */
  visibleFrom?: MantineBreakpoint;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface AdminTableSort {
  sort: string;
  order: SortOrder;
  /** The page's address sorted by `sort` in `order` (or the column's natural order); kept in the URL. */
  hrefOf: (sort: string, order?: SortOrder) => string;
}

export interface AdminDataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  rows: T[];
  columns: AdminColumn<T>[];
  rowId: (row: T) => number;
  /** Where Enter (or the row's link) opens the row. */
  rowHref: (row: T) => string;
  /** The row's name, for its link and checkbox labels. */
  rowLabel: (row: T) => string;
  /** Inactive rows are shown dimmed. */
  isInactive?: (row: T) => boolean;
  sort?: AdminTableSort;
  /** Row selection (for bulk actions); leave out for a table without checkboxes. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
  /** A newer page is on its way: the rows stay, dimmed and marked busy. */
  loading?: boolean;
}

/**
 * The admin table: sortable headers (links, so sorting works before hydration), row selection and
 * a keyboard of its own — ↑/↓ (Home/End) move between rows, Enter opens the row, Space selects it.
 * The first column links to the row, so a mouse and a screen reader reach it the ordinary way.
 */
export function AdminDataTable<T>({
  caption,
  rows,
  columns,
  rowId,
  rowHref,
  rowLabel,
  isInactive,
  sort,
  selection,
  loading = false,
}: AdminDataTableProps<T>) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const hintId = useId();
  const roving = useRovingIndex({ total: rows.length, orientation: 'vertical', loop: false });
  const selected = new Set(selection?.selected ?? []);
  const pageIds = rows.map(rowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id));

  const toggle = (id: number) => {
    if (!selection) return;
    selection.onChange(
      selected.has(id) ? selection.selected.filter((other) => other !== id) : [...selection.selected, id],
    );
  };
  const toggleAll = () => {
    if (!selection) return;
    const allSelected = selectedOnPage.length === pageIds.length;
    selection.onChange(allSelected ? [] : pageIds);
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    // Keys pressed on the row's own checkbox or link do what those controls do.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      navigate(rowHref(row));
    } else if (event.key === ' ' && selection) {
      event.preventDefault();
      toggle(rowId(row));
    }
  };

  return (
    <Box className={classes.tableScroll} data-loading={loading || undefined}>
      <VisuallyHidden id={hintId}>{t('list.keyboardHint')}</VisuallyHidden>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        className={classes.table}
        aria-describedby={hintId}
        aria-busy={loading || undefined}
      >
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={t('list.selectAll')}
                  checked={pageIds.length > 0 && selectedOnPage.length === pageIds.length}
                  indeterminate={selectedOnPage.length > 0 && selectedOnPage.length < pageIds.length}
                  onChange={toggleAll}
                  disabled={rows.length === 0}
                />
              </Table.Th>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const id = rowId(row);
            const label = rowLabel(row);
            const item = roving.getItemProps({ index });
            return (
              <Table.Tr
                key={id}
                {...item}
                onKeyDown={(event) => {
                  item.onKeyDown(event);
                  onRowKey(event, row);
                }}
                className={classes.row}
                data-inactive={isInactive?.(row) || undefined}
                bg={selected.has(id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('list.selectRow', { name: label })}
                      checked={selected.has(id)}
                      onChange={() => toggle(id)}
                      tabIndex={-1}
                    />
                  </Table.Td>
                )}
                {columns.map((column, columnIndex) => (
                  <Table.Td key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
                    {columnIndex === 0 ? (
                      <Anchor component={Link} to={rowHref(row)} tabIndex={-1} className={classes.rowLink}>
                        {column.render(row)}
                      </Anchor>
                    ) : (
                      column.render(row)
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function HeaderCell<T>({ column, sort }: { column: AdminColumn<T>; sort?: AdminTableSort }) {
  const { t } = useTranslation('admin');
  const sortable = sort && column.sort;
  const current = sortable && sort.sort === column.sort ? sort.order : null;
  const ariaSort = current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined;
  return (
    <Table.Th
      ta={column.align}
      w={column.width}
      visibleFrom={column.visibleFrom}
      aria-sort={sortable ? (ariaSort ?? 'none') : undefined}
    >
      {sortable ? (
        <UnstyledButton
          component={Link}
          to={sort.hrefOf(column.sort!, current ? (current === 'asc' ? 'desc' : 'asc') : undefined)}
          preventScrollReset
          replace
          className={classes.sortButton}
          data-active={current ? true : undefined}
          aria-label={t('list.sortBy', { column: column.header })}
        >
          <span>{column.header}</span>
          {current === 'asc' ? (
            <IconArrowUp size={14} aria-hidden />
          ) : current === 'desc' ? (
            <IconArrowDown size={14} aria-hidden />
          ) : (
            <IconArrowsSort size={14} aria-hidden className={classes.sortIdle} />
          )}
        </UnstyledButton>
      ) : (
        column.header
      )}
    </Table.Th>
  );
}
