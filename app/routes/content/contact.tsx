import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { ContactPage } from '../../features/contact/contact-page';
import type { Route } from './+types/contact';

/** A signed-in reader's name and email fill the form; a visitor types them. */
export async function loader({ context }: Route.LoaderArgs) {
  const [t, me] = await Promise.all([
    pageTranslator(context.language),
    context.auth ? context.services.account.getMe(context.actor, context.language) : null,
  ]);
  const prefill = me ? { name: me.fullName || me.name || me.userName, email: me.email } : null;
  return { prefill, meta: await pageMeta(context.language, t('contact:title'), t('contact:description')) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: data.meta.title }, { name: 'description', content: data.meta.description }];
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage prefill={loaderData.prefill} />;
}
