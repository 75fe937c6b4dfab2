import type { AppLoadContext } from 'react-router';
import { UserRole, isEnumValue } from '#core/enums';
import type { AdminUsersQuery } from '#core/schemas/users';
import { requireAdminPage } from '../../lib/guards.server';
import { parseAdminListParams } from '../admin/admin-list-params';
import { adminPageMeta } from '../admin/admin-meta.server';
import { notFoundPage } from './categories.server';
import { editId } from './edit-id';

type LoaderArgs = { request: Request; context: AppLoadContext };

export const userSorts = ['createdAt', 'userName', 'lastLoginAt'] as const;

/** The users list's own filters in the URL: `role`, `admin`, `blocked` (true|false), `claims=pending`. */
export function userFiltersOf(url: URL) {
  const flag = (name: string) => {
    const value = url.searchParams.get(name);
    return value === 'true' ? true : value === 'false' ? false : undefined;
  };
  const role = Number(url.searchParams.get('role'));
  return {
    role: isEnumValue(UserRole, role) ? role : undefined,
    isAdmin: flag('admin'),
    blocked: flag('blocked'),
    pendingAuthorClaims: url.searchParams.get('claims') === 'pending',
  };
}

/** `/admin/users`: search by name or email, role, rights, blocked and pending-claim filters, sorted and paged. */
export async function loadUsersList({ request, context }: LoaderArgs) {
  requireAdminPage(request, context);
  const url = new URL(request.url);
  const params = parseAdminListParams(url, {
    sorts: userSorts,
    defaultSort: 'createdAt',
    naturalOrder: (sort) => (sort === 'userName' ? 'asc' : 'desc'),
  });
  const filters = userFiltersOf(url);
  const query: AdminUsersQuery = {
    search: params.search,
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    order: params.order,
    ...filters,
  };
  const [list, meta] = await Promise.all([
    context.services.userAdmin.listUsers(context.actor, query, context.language),
    adminPageMeta(context, 'admin-site:titles.users'),
  ]);
  return { params, filters, list, meta };
}

export type UsersListData = Awaited<ReturnType<typeof loadUsersList>>;

/** `/admin/user/:id`: the account, its claims and history (without an id the server redirects to the list). */
export async function loadUserEdit({ request, context }: LoaderArgs, rawId?: string) {
  requireAdminPage(request, context);
  const id =
    editId(request, rawId, { path: '/admin/users', language: context.language }) ?? notFoundPage({ statusCode: 404 });
  const { actor, language, services } = context;
  const [user, history] = await Promise.all([
    services.userAdmin.getUser(actor, id, language).catch(notFoundPage),
    services.audit.listHistory(actor, 'user', id, { page: 1, pageSize: 20 }),
  ]);
  const meta = await adminPageMeta(context, 'admin-site:titles.user', { name: user.userName });
  const self = actor.role !== 'anonymous' && actor.userId === id;
  return { user, history, self, meta };
}

export type UserEditData = Awaited<ReturnType<typeof loadUserEdit>>;
