import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/illustrators';
import { EntityCard } from '../../features/catalogue-entities/entity-card';
import { parseEntityListParams } from '../../features/catalogue-entities/entity-list-params';
import { EntityListPage } from '../../features/catalogue-entities/entity-list-page';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { listSeo } from '../../features/catalogue-entities/entity-seo.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.language;
  const params = parseEntityListParams(request.url);
  const list = await context.services.illustrators.listPeople(params, language);
  return { ...list, params, seo: listSeo(language, 'illustrators') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function IllustratorsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('entities');
  return (
    <EntityListPage
      title={t('lists.illustrators.title')}
      intro={t('lists.illustrators.intro')}
      searchLabel={t('lists.illustrators.searchLabel')}
      empty={t('lists.illustrators.empty')}
      params={loaderData.params}
      items={loaderData.items}
      totalCount={loaderData.totalCount}
      itemKey={(person) => person.urlName}
      renderItem={(person) => <EntityCard kind="illustrator" withImage={false} {...person} />}
    />
  );
}
