import { adminMeta } from '../../features/admin/admin-meta';
import { loadUserEdit } from '../../features/admin-site/users.server';
import { UserEditPage } from '../../features/admin-site/user-edit-page';
import type { Route } from './+types/user-edit';

/** /admin/user/:id: one account (profile, role and rights, author page and claims, block, delete, history). */
export const loader = (args: Route.LoaderArgs) => loadUserEdit(args, args.params.id);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminUserEditPage({ loaderData }: Route.ComponentProps) {
  return <UserEditPage data={loaderData} />;
}
