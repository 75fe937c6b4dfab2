import { useTranslation } from '../../i18n/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/**
 * The page for the error a route threw: 404 and 403 pages, or the status with its message. The
 * throwing route's `meta` is not rendered past the boundary, so the page names itself (React hoists
 * the title into the head).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const head = (
    <>
      <title>{`${status} — ${t('common:appName')}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (isRouteErrorResponse(error))
    return (
      <>
        {head}
        <ErrorPage status={error.status} message={error.status === 404 ? t('notFound') : error.statusText} />
      </>
    );
  return (
    <>
      {head}
      <ErrorPage status={500} message={error instanceof Error ? error.message : t('internal')} />
    </>
  );
}
