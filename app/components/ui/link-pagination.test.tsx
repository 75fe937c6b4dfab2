import { Pagination } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkPagination, type PaginationControl } from './link-pagination';
import { inMantine, normalizedMarkup } from './mantine-markup.test-support';

/** The markup of `node`, whose links need a router. */
const render = (node: ReactNode) => inMantine(<MemoryRouter>{node}</MemoryRouter>);

const hrefOf = (page: number) => `/books?genre=3&page=${page}`;
const controlLabel = (control: PaginationControl) => `${control} page`;
const controlTarget = (control: PaginationControl, value: number, total: number) =>
  ({ first: 1, previous: Math.max(value - 1, 1), next: Math.min(value + 1, total), last: total })[control];

describe("LinkPagination writes Mantine's Pagination markup", () => {
  it.each([
    [1, 1],
    [5, 1],
    [5, 3],
    [7, 7],
    [12, 7],
    [12, 1],
    [40, 2],
    [40, 40],
    [501, 250],
  ])('%i pages, on page %i', (total, value) => {
    const mantine = render(
      <Pagination
        total={total}
        value={value}
        siblings={1}
        withEdges={total > 7}
        getItemProps={(page) => ({ component: Link, to: hrefOf(page) })}
        getControlProps={(control) => ({
          component: Link,
          to: hrefOf(controlTarget(control, value, total)),
          'aria-label': controlLabel(control),
        })}
      />,
    );
    const light = render(
      <LinkPagination total={total} value={value} withEdges={total > 7} hrefOf={hrefOf} controlLabel={controlLabel} />,
    );
    // Mantine also writes `disabled` on a disabled arrow's link, which anchors do not have.
    expect(normalizedMarkup(light)).toBe(normalizedMarkup(mantine.replaceAll(' disabled=""', '')));
  });
});
