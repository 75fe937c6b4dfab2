import { adminMeta } from '../../features/admin/admin-meta';
import { loadUsersList } from '../../features/admin-site/users.server';
import { UsersListPage } from '../../features/admin-site/users-list-page';
import type { Route } from './+types/users';

/** /admin/users: every account, with search, filters and paging. */
export const loader = (args: Route.LoaderArgs) => loadUsersList(args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  return <UsersListPage data={loaderData} />;
}
