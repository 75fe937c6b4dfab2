// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDataTable, type AdminColumn } from './admin-data-table';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`,
  }),
}));

interface Row {
  id: number;
  name: string;
  books: number;
  active: boolean;
}

const rows: Row[] = [
  { id: 11, name: 'Taras Shevchenko', books: 4, active: true },
  { id: 12, name: 'Lesia Ukrainka', books: 3, active: false },
  { id: 13, name: 'Ivan Franko', books: 5, active: true },
];

const columns: AdminColumn<Row>[] = [
  { key: 'name', header: 'Name', sort: 'name', render: (row) => row.name },
  { key: 'books', header: 'Books', sort: 'booksCount', render: (row) => row.books, align: 'right' },
  { key: 'state', header: 'State', render: (row) => (row.active ? 'on' : 'off') },
];

let selections: number[][] = [];

function Table() {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <AdminDataTable
      caption="Authors"
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      rowHref={(row) => `/admin/author/${row.id}`}
      rowLabel={(row) => row.name}
      isInactive={(row) => !row.active}
      sort={{ sort: 'name', order: 'asc', hrefOf: (sort, order) => `/admin/authors?sort=${sort}&order=${order ?? ''}` }}
      selection={{
        selected,
        onChange: (ids) => {
          selections.push(ids);
          setSelected(ids);
        },
      }}
    />
  );
}

function Opened() {
  return <p data-testid="opened">{useParams().id}</p>;
}

let container: HTMLDivElement;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

beforeAll(() => {
  // What jsdom lacks and Mantine asks for.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(async () => {
  selections = [];
  container = document.createElement('div');
  document.body.append(container);
  router = createMemoryRouter(
    [
      { path: '/admin/authors', element: <Table /> },
      { path: '/admin/author/:id', element: <Opened /> },
    ],
    { initialEntries: ['/admin/authors'] },
  );
  root = createRoot(container);
  await act(async () =>
    root.render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    ),
  );
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const bodyRows = () => [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')];
const press = (target: Element, key: string) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('the admin table', () => {
  it('makes its rows one tab stop and marks inactive rows', () => {
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    expect(bodyRows().map((row) => row.dataset.inactive ?? null)).toEqual([null, 'true', null]);
  });

  it('moves the row focus with the arrow keys, Home and End', async () => {
    bodyRows()[0].focus();
    await press(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(bodyRows()[1]);
    await press(document.activeElement!, 'ArrowDown');
    await press(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(bodyRows()[2]);
    await press(document.activeElement!, 'Home');
    expect(document.activeElement).toBe(bodyRows()[0]);
    await press(document.activeElement!, 'End');
    expect(document.activeElement).toBe(bodyRows()[2]);
    await press(document.activeElement!, 'ArrowUp');
    expect(document.activeElement).toBe(bodyRows()[1]);
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('selects the focused row with Space, and every row with the header checkbox', async () => {
    bodyRows()[0].focus();
    await press(document.activeElement!, 'ArrowDown');
    await press(document.activeElement!, ' ');
    expect(selections.at(-1)).toEqual([12]);
    await press(document.activeElement!, ' ');
    expect(selections.at(-1)).toEqual([]);
    await act(async () => container.querySelector<HTMLInputElement>('thead input[type=checkbox]')!.click());
    expect(selections.at(-1)).toEqual([11, 12, 13]);
  });

  it('opens the focused row with Enter', async () => {
    bodyRows()[0].focus();
    await press(document.activeElement!, 'ArrowDown');
    await press(document.activeElement!, 'ArrowDown');
    await press(document.activeElement!, 'Enter');
    expect(router.state.location.pathname).toBe('/admin/author/13');
    expect(container.querySelector('[data-testid=opened]')?.textContent).toBe('13');
  });

  it('sorts through its headers: the current column turns around, another starts in its natural order', () => {
    const sortLinks = [...container.querySelectorAll<HTMLAnchorElement>('thead a')];
    expect(sortLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/authors?sort=name&order=desc',
      '/admin/authors?sort=booksCount&order=',
    ]);
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.getAttribute('aria-sort'));
    expect(headers).toEqual([null, 'ascending', 'none', null]);
  });
});
