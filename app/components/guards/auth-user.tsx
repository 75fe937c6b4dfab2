import { Outlet } from 'react-router';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/auth-user';

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  return null;
}

export default function AuthUserGuard() {
  return <Outlet />;
}
