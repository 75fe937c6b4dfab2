import { adminMeta } from '../../features/admin/admin-meta';
import { adminPageMeta } from '../../features/admin/admin-meta.server';
import { contactAdminParams } from '../../features/contact/contact-admin-params';
import { ContactMessagesPage } from '../../features/contact/contact-messages-page';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/contact-messages';

/** /admin/contact-messages: the contact form's messages and their answers (not in the spec's route list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  const query = contactAdminParams(request.url);
  const [list, meta] = await Promise.all([
    context.services.contact.listMessages(context.actor, query),
    adminPageMeta(context, 'contact:admin.title'),
  ]);
  return { list, query, meta };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminContactMessagesPage({ loaderData }: Route.ComponentProps) {
  return <ContactMessagesPage list={loaderData.list} query={loaderData.query} />;
}
