import type { AppLoadContext } from 'react-router';
import { pageMeta, pageTranslator } from '../books/page-text.server';

/** The placeholder's title and description; the guarded variants run it after their guard. */
export async function beingBuiltPage({ context }: { context: AppLoadContext }) {
  const t = await pageTranslator(context.language);
  return { meta: await pageMeta(context.language, t('common:beingBuilt.title'), t('common:beingBuilt.text')) };
}
