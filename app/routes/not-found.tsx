import { data } from 'react-router';
import { ErrorPage } from '../components/errors/error-page';

// Unknown routes answer with status 404 and the 404 page.
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: '404 — Polytsia' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
