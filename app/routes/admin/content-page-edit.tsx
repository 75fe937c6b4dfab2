import '@mantine/tiptap/styles.css';
import { adminMeta } from '../../features/admin/admin-meta';
import { loadContentPageEdit } from '../../features/admin-site/content-pages.server';
import { ContentPageEditPage } from '../../features/admin-site/content-page-edit-page';
import type { Route } from './+types/content-page-edit';

/** /admin/content-page/new and /:id: a content page's draft in both languages, its versions and history. */
export const loader = (args: Route.LoaderArgs) => loadContentPageEdit(args, args.params.id);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminContentPageEditPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageEditPage data={loaderData} />;
}
