import { jsx } from 'react/jsx-runtime';
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { clickFollowing } from './link-click';

const PageNavigate = createContext<NavigateFunction | null>(null);

/** Takes the router's `navigate` once for every AppLink of the page (root.tsx's Layout). */
export function AppLinkNavigation({ children }: { children: ReactNode }) {
  return <PageNavigate.Provider value={useNavigate()}>{children}</PageNavigate.Provider>;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app (`/uk/book/kobzar?tab=quotes`), as the path helpers give. */
  to: string;
}

/**
 * A link to a page of the app: what React Router's Link writes, followed in the page, for links to
 * absolute paths (every path helper's). Link resolves its path and wires its click with some
 * fifteen hooks per link, the dearest component of a cold page; this one reads one context.
 * Outside AppLinkNavigation (never in the app) the browser follows it as a plain link.
 */
export function AppLink(props: AppLinkProps) {
  const navigate = useContext(PageNavigate);
  // One pass over the props rather than a rest and a spread: a page writes a hundred of these.
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (key !== 'to') attributes[key] = props[key as keyof AppLinkProps];
  attributes.href = props.to;
  if (navigate) attributes.onClick = clickFollowing(props.to, navigate, props.onClick);
  attributes['data-discover'] = 'true';
  return jsx('a', attributes);
}
