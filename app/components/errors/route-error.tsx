import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** The page for the error a route threw: 404 and 403 pages, or the status with its message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  if (isRouteErrorResponse(error))
    return <ErrorPage status={error.status} message={error.status === 404 ? t('notFound') : error.statusText} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : t('internal')} />;
}
