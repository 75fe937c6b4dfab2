import type { AppLoadContext } from 'react-router';
import { entityDetailLoader } from './entity-detail-loader.server';

/** The two catalogue kinds whose detail page is a person with their books. */
export type PersonKind = 'translator' | 'illustrator';

const serviceOf = (context: AppLoadContext, kind: PersonKind) =>
  kind === 'translator' ? context.services.translators : context.services.illustrators;

/** The loader of `/translator/:url` and `/illustrator/:url`. */
export const personDetailLoader = (kind: PersonKind) =>
  entityDetailLoader({
    kind,
    key: 'person',
    read: (context, url, language) => serviceOf(context, kind).getPerson(url, language),
    seo: (person) => ({ name: person.name, description: person.description, image: person.imageLink }),
  });

export type PersonDetailData = Awaited<ReturnType<ReturnType<typeof personDetailLoader>>>;
