import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/** The parts of a click React Router's Link looks at before following it in the page. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  currentTarget: { target: string };
}

/** Whether the page follows a click itself: the main button, no modifier key, this tab (Link's rule). */
export function followsInPage(click: LinkClick): boolean {
  const target = click.currentTarget.target;
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    (!target || target === '_self') &&
    !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey)
  );
}

/** A link's click handler: `onClick` first, then the page follows `href` itself when the click is one it follows. */
export function clickFollowing(
  href: string,
  navigate: NavigateFunction,
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void,
) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInPage(event)) return;
    event.preventDefault();
    // As Link does: a link to the page already shown replaces its history entry rather than adding one.
    const { pathname, search, hash } = window.location;
    void navigate(href, { replace: pathname + search + hash === href });
  };
}
