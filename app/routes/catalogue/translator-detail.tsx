import type { Route } from './+types/translator-detail';
import { personDetailLoader } from '../../features/catalogue-entities/person-detail.server';
import { PersonDetailPage, personDetailMeta } from '../../features/catalogue-entities/person-detail';

export const loader = personDetailLoader('translator');

export const meta: Route.MetaFunction = ({ data, matches }) => personDetailMeta(data, matches);

export default function TranslatorDetailPage({ loaderData }: Route.ComponentProps) {
  return <PersonDetailPage kind="translator" data={loaderData} />;
}
