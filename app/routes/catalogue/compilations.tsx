import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/compilations';
import { EntityCard } from '../../features/catalogue-entities/entity-card';
import { parseEntityListParams } from '../../features/catalogue-entities/entity-list-params';
import { EntityListPage } from '../../features/catalogue-entities/entity-list-page';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { listSeo } from '../../features/catalogue-entities/entity-seo.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.language;
  const params = parseEntityListParams(request.url);
  const list = await context.services.compilations.listCompilations(params, language);
  return { ...list, params, seo: listSeo(language, 'compilations') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function CompilationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('entities');
  return (
    <EntityListPage
      title={t('lists.compilations.title')}
      intro={t('lists.compilations.intro')}
      searchLabel={t('lists.compilations.searchLabel')}
      empty={t('lists.compilations.empty')}
      params={loaderData.params}
      items={loaderData.items}
      totalCount={loaderData.totalCount}
      itemKey={(compilation) => compilation.urlName}
      renderItem={(compilation) => <EntityCard kind="compilation" name={compilation.title} {...compilation} />}
    />
  );
}
