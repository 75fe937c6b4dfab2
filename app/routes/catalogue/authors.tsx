import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/authors';
import { EntityCard } from '../../features/catalogue-entities/entity-card';
import { parseEntityListParams } from '../../features/catalogue-entities/entity-list-params';
import { EntityListPage } from '../../features/catalogue-entities/entity-list-page';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { listSeo } from '../../features/catalogue-entities/entity-seo.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.language;
  const params = parseEntityListParams(request.url);
  const list = await context.services.authors.listAuthors(params, language);
  return { ...list, params, seo: listSeo(language, 'authors') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function AuthorsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('entities');
  return (
    <EntityListPage
      title={t('lists.authors.title')}
      intro={t('lists.authors.intro')}
      searchLabel={t('lists.authors.searchLabel')}
      empty={t('lists.authors.empty')}
      params={loaderData.params}
      items={loaderData.items}
      totalCount={loaderData.totalCount}
      itemKey={(author) => author.urlName}
      renderItem={(author) => <EntityCard kind="author" imageShape="circle" {...author} />}
    />
  );
}
