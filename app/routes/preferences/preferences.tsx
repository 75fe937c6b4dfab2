import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { PreferenceFlow } from '../../features/preferences/preference-flow';
import { loadPreferenceChoices } from '../../features/preferences/preferences-loader.server';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/preferences';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const [choices, t] = await Promise.all([loadPreferenceChoices(context), pageTranslator(context.language)]);
  return {
    choices,
    meta: await pageMeta(context.language, t('preferences:meta.title'), t('preferences:meta.description')),
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

// The flow keeps its own state once loaded: a revalidation would only repeat what it holds.
export const shouldRevalidate = () => false;

/** /preferences: the guided preference flow (spec §1). */
export default function PreferencesPage({ loaderData }: Route.ComponentProps) {
  return <PreferenceFlow data={loaderData.choices} />;
}
