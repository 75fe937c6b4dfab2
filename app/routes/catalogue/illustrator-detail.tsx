import type { Route } from './+types/illustrator-detail';
import { personDetailLoader } from '../../features/catalogue-entities/person-detail.server';
import { PersonDetailPage, personDetailMeta } from '../../features/catalogue-entities/person-detail';

export const loader = personDetailLoader('illustrator');

export const meta: Route.MetaFunction = ({ data, matches }) => personDetailMeta(data, matches);

export default function IllustratorDetailPage({ loaderData }: Route.ComponentProps) {
  return <PersonDetailPage kind="illustrator" data={loaderData} />;
}
