import { adminMeta } from '../../features/admin/admin-meta';
import { loadContentPagesList } from '../../features/admin-site/content-pages.server';
import { ContentPagesListPage } from '../../features/admin-site/content-pages-list-page';
import type { Route } from './+types/content-pages';

/** /admin/content-pages: the privacy policy, the terms and the other content pages. */
export const loader = (args: Route.LoaderArgs) => loadContentPagesList(args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminContentPagesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPagesListPage data={loaderData} />;
}
