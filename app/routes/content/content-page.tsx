import { data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { cutSeoDescription } from '#core/seo';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { AboutPage } from '../../features/content/about-page';
import { AddBookRulesPage } from '../../features/content/add-book-rules-page';
import { contentKindOf, documentTypeOfKind } from '../../features/content/content-kinds';
import { DocumentPage } from '../../features/content/document-page';
import { TeamPage } from '../../features/content/team-page';
import { stripLocale } from '#core/locale';
import type { Route } from './+types/content-page';

/** One module for the static content pages; privacy and terms come from the database. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const kind = contentKindOf(stripLocale(pathname));
  if (!kind) throw data(null, { status: 404 });
  const language = context.language;
  const documentType = documentTypeOfKind[kind];
  const [document, t] = await Promise.all([
    documentType ? context.services.content.getContentPage({ documentType }, language) : null,
    pageTranslator(language),
  ]);
  const title = document?.title ?? t(`content:${kind}.title`);
  const description = cutSeoDescription(
    document?.body || t(documentType ? `content:${kind}.description` : `content:${kind}.lead`),
  );
  return { kind, document, meta: await pageMeta(language, title, description) };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { kind, document } = loaderData;
  switch (kind) {
    case 'about':
      return <AboutPage />;
    case 'team':
      return <TeamPage />;
    case 'addBookRules':
      return <AddBookRulesPage />;
    case 'privacy':
    case 'terms':
      return <DocumentPage document={document} fallbackTitle={t(`${kind}.title`)} />;
  }
}
