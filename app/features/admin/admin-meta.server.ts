import type { AppLoadContext } from 'react-router';
import { pageMeta, pageTranslator } from '../books/page-text.server';

/** An admin page's title ("Authors — Administration — Polytsia") from an i18n key and its values. */
export async function adminPageMeta(context: AppLoadContext, titleKey: string, values: Record<string, string> = {}) {
  const t = await pageTranslator(context.language);
  const title = t(titleKey, values);
  return pageMeta(context.language, `${title} — ${t('layout:admin.title')}`, title);
}
