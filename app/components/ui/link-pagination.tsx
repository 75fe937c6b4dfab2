import { usePagination } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { Group } from './group';

export type PaginationControl = 'first' | 'previous' | 'next' | 'last';

export interface LinkPaginationProps {
  /** Number of pages. */
  total: number;
  /** The current page, from 1. */
  value: number;
  siblings?: number;
  /** First and last page controls besides previous and next. */
  withEdges?: boolean;
  /** The link of a page. */
  hrefOf(page: number): string;
  /** The accessible name of each arrow control. */
  controlLabel(control: PaginationControl): string;
}

/** Mantine's class names (see mantine-classes.ts). */
const CLASSES = {
  root: 'm_4addd315 mantine-Pagination-root',
  control: 'm_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root',
  dots: 'm_4ad7767d mantine-Pagination-dots',
};

const ICON_STYLE = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};

/** Mantine's pagination icons (not exported by @mantine/core), by control. */
const ICON_PATHS = {
  first:
    'M6.85355 3.85355C7.04882 3.65829 7.04882 3.34171 6.85355 3.14645C6.65829 2.95118 6.34171 2.95118 6.14645 3.14645L2.14645 7.14645C1.95118 7.34171 1.95118 7.65829 2.14645 7.85355L6.14645 11.8536C6.34171 12.0488 6.65829 12.0488 6.85355 11.8536C7.04882 11.6583 7.04882 11.3417 6.85355 11.1464L3.20711 7.5L6.85355 3.85355ZM12.8536 3.85355C13.0488 3.65829 13.0488 3.34171 12.8536 3.14645C12.6583 2.95118 12.3417 2.95118 12.1464 3.14645L8.14645 7.14645C7.95118 7.34171 7.95118 7.65829 8.14645 7.85355L12.1464 11.8536C12.3417 12.0488 12.6583 12.0488 12.8536 11.8536C13.0488 11.6583 13.0488 11.3417 12.8536 11.1464L9.20711 7.5L12.8536 3.85355Z',
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  last: 'M2.14645 11.1464C1.95118 11.3417 1.95118 11.6583 2.14645 11.8536C2.34171 12.0488 2.65829 12.0488 2.85355 11.8536L6.85355 7.85355C7.04882 7.65829 7.04882 7.34171 6.85355 7.14645L2.85355 3.14645C2.65829 2.95118 2.34171 2.95118 2.14645 3.14645C1.95118 3.34171 1.95118 3.65829 2.14645 3.85355L5.79289 7.5L2.14645 11.1464ZM8.14645 11.1464C7.95118 11.3417 7.95118 11.6583 8.14645 11.8536C8.34171 12.0488 8.65829 12.0488 8.85355 11.8536L12.8536 7.85355C13.0488 7.65829 13.0488 7.34171 12.8536 7.14645L8.85355 3.14645C8.65829 2.95118 8.34171 2.95118 8.14645 3.14645C7.95118 3.34171 7.95118 3.65829 8.14645 3.85355L11.7929 7.5L8.14645 11.1464Z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
};

function PaginationIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" style={ICON_STYLE} className={className}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** One control: a page (padded, maybe the current one) or an arrow (named, maybe disabled). */
function ControlLink({
  to,
  active,
  disabled,
  label,
  children,
}: {
  to: string;
  active?: boolean;
  disabled?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <AppLink
      to={to}
      // Mantine leaves the press effect out of a disabled control.
      className={`mantine-focus-auto ${disabled ? '' : 'mantine-active '}${CLASSES.control}`}
      data-active={active || undefined}
      data-disabled={disabled || undefined}
      data-with-padding={label === undefined || undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
    >
      {children}
    </AppLink>
  );
}

/**
 * Mantine's Pagination written as links (its markup, styled by its stylesheet) without its
 * per-control components; see Text for why. Every page and arrow is a link to its page; an arrow
 * that leads nowhere is marked disabled for the stylesheet (Mantine also writes `disabled` on the
 * link, which anchors do not have).
 */
export function LinkPagination({ total, value, siblings = 1, withEdges, hrefOf, controlLabel }: LinkPaginationProps) {
  const { range } = usePagination({ total, page: value, siblings });
  const arrow = (control: PaginationControl, target: number, disabled: boolean) => (
    <ControlLink to={hrefOf(target)} disabled={disabled} label={controlLabel(control)}>
      <PaginationIcon path={ICON_PATHS[control]} className="mantine-rotate-rtl" />
    </ControlLink>
  );
  return (
    <div className={CLASSES.root} style={{ '--pagination-active-color': 'var(--mantine-color-white)' } as object}>
      <Group gap={8}>
        {withEdges && arrow('first', 1, value === 1)}
        {arrow('previous', Math.max(value - 1, 1), value === 1)}
        {range.map((page, index) =>
          page === 'dots' ? (
            <div key={index} className={CLASSES.dots}>
              <PaginationIcon path={ICON_PATHS.dots} />
            </div>
          ) : (
            <ControlLink key={index} to={hrefOf(page)} active={page === value}>
              {page}
            </ControlLink>
          ),
        )}
        {arrow('next', Math.min(value + 1, total), value === total)}
        {withEdges && arrow('last', total, value === total)}
      </Group>
    </div>
  );
}
