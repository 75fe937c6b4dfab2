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
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const navigate = useContext(PageNavigate);
  const follow = navigate ? clickFollowing(to, navigate, onClick) : onClick;
  return <a {...props} href={to} onClick={follow} data-discover="true" />;
}
