import type { Route } from './+types/illustrator-detail';
import { loadPersonDetail } from '../../features/catalogue-entities/person-detail.server';
import { PersonDetailPage, personDetailMeta } from '../../features/catalogue-entities/person-detail';

export const loader = (args: Route.LoaderArgs) => loadPersonDetail('illustrator', args);

export const meta: Route.MetaFunction = ({ data, matches }) => personDetailMeta(data, matches);

export default function IllustratorDetailPage({ loaderData }: Route.ComponentProps) {
  return <PersonDetailPage kind="illustrator" data={loaderData} />;
}
