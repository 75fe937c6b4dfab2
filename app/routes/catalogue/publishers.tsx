import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/publishers';
import { EntityCard } from '../../features/catalogue-entities/entity-card';
import { parseEntityListParams } from '../../features/catalogue-entities/entity-list-params';
import { EntityListPage } from '../../features/catalogue-entities/entity-list-page';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { listSeo } from '../../features/catalogue-entities/entity-seo.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.language;
  const params = parseEntityListParams(request.url);
  const list = await context.services.publishers.listPublishers(params, language);
  return { ...list, params, seo: listSeo(language, 'publishers') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function PublishersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('entities');
  return (
    <EntityListPage
      title={t('lists.publishers.title')}
      intro={t('lists.publishers.intro')}
      searchLabel={t('lists.publishers.searchLabel')}
      empty={t('lists.publishers.empty')}
      params={loaderData.params}
      items={loaderData.items}
      totalCount={loaderData.totalCount}
      itemKey={(publisher) => publisher.urlName}
      renderItem={(publisher) => (
        <EntityCard
          kind="publisher"
          urlName={publisher.urlName}
          name={publisher.title}
          imageLink={publisher.iconLink}
          booksCount={publisher.booksCount}
        />
      )}
    />
  );
}
