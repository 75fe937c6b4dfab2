import { Outlet } from 'react-router';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/auth-admin';

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  return null;
}

export default function AuthAdminGuard() {
  return <Outlet />;
}
