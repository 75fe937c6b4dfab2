import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { PreferenceSettings } from '../../features/preferences/preference-settings';
import { loadPreferenceChoices } from '../../features/preferences/preferences-loader.server';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/preference-settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const [choices, t] = await Promise.all([loadPreferenceChoices(context), pageTranslator(context.language)]);
  return {
    choices,
    meta: await pageMeta(context.language, t('preferences:settings.title'), t('preferences:settings.lead')),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}

export const shouldRevalidate = () => false;

/** /me/settings/preference: the preference choices edited later, inside the settings layout. */
export default function PreferenceSettingsPage({ loaderData }: Route.ComponentProps) {
  return <PreferenceSettings data={loaderData.choices} />;
}
