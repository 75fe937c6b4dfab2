import type { AppLoadContext } from 'react-router';
import { languageOfRequest, loadEntityBooks, orNotFound, requireUrlParam } from './entity-loaders';
import { detailSeo } from './entity-seo.server';

/** The two catalogue kinds whose detail page is a person with their books. */
export type PersonKind = 'translator' | 'illustrator';

const serviceOf = (context: AppLoadContext, kind: PersonKind) =>
  kind === 'translator' ? context.services.translators : context.services.illustrators;

/** The loader of `/translator/:url` and `/illustrator/:url`. */
export async function loadPersonDetail(
  kind: PersonKind,
  { params, request, context }: { params: { url?: string }; request: Request; context: AppLoadContext },
) {
  const language = languageOfRequest(request);
  const url = requireUrlParam(params.url);
  const person = await orNotFound(() => serviceOf(context, kind).getPerson(url, language));
  const books = await loadEntityBooks(context, request, kind, person.id);
  return { person, books, seo: detailSeo(language, kind, person.name, person.description, person.imageLink) };
}

export type PersonDetailData = Awaited<ReturnType<typeof loadPersonDetail>>;
