import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/translators';
import { EntityCard } from '../../features/catalogue-entities/entity-card';
import { parseEntityListParams } from '../../features/catalogue-entities/entity-list-params';
import { EntityListPage } from '../../features/catalogue-entities/entity-list-page';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { listSeo } from '../../features/catalogue-entities/entity-seo.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.language;
  const params = parseEntityListParams(request.url);
  const list = await context.services.translators.listPeople(params, language);
  return { ...list, params, seo: listSeo(language, 'translators') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function TranslatorsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('entities');
  return (
    <EntityListPage
      title={t('lists.translators.title')}
      intro={t('lists.translators.intro')}
      searchLabel={t('lists.translators.searchLabel')}
      empty={t('lists.translators.empty')}
      params={loaderData.params}
      items={loaderData.items}
      totalCount={loaderData.totalCount}
      itemKey={(person) => person.urlName}
      renderItem={(person) => <EntityCard kind="translator" withImage={false} {...person} />}
    />
  );
}
