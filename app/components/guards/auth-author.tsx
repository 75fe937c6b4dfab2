import { Outlet } from 'react-router';
import { requireAuthorPage } from '../../lib/guards.server';
import type { Route } from './+types/auth-author';

export function loader({ request, context }: Route.LoaderArgs) {
  requireAuthorPage(request, context);
  return null;
}

export default function AuthAuthorGuard() {
  return <Outlet />;
}
