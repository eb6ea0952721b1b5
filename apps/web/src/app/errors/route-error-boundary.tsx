import { useEffect } from 'react';
import { createPath, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload';
import { reportError } from '../../lib/error-reporting';
import { useMarkNavigationFailed } from '../shell/loading-bar';
import { ErrorPage, ErrorPageBoundary } from './error-page';
import { NotFoundPage } from './not-found-page';

export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    return {
      status: error.status,
      message: error.statusText || (typeof data === 'string' ? data : ''),
    };
  }
  if (isApiError(error)) return { status: error.status || 500, message: error.message };
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: '' };
}

/**
 * The error boundary of every route (app-shell §8): a chunk that failed to load reloads the page
 * (at most once per minute); a 404 shows "page not on the map"; anything else the error page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  useMarkNavigationFailed();
  // The address the traveller asked for: the browser's may not show it yet when this runs.
  const target = createPath(useLocation());

  useEffect(() => {
    if (chunkError) reloadAfterChunkError({ reload: () => browser.assign(target) });
  }, [chunkError, target]);

  const { status, message } = describeRouteError(error);
  // A failure of the app itself goes to error reporting (the server reports its own 5xx answers).
  const reportable = !chunkError && status >= 500 && !isApiError(error);
  useEffect(() => {
    if (reportable) reportError(error, { boundary: 'route' });
  }, [reportable, error]);
  return (
    <ErrorPageBoundary>
      {status === 404 ? <NotFoundPage /> : <ErrorPage status={status} message={message} />}
    </ErrorPageBoundary>
  );
}
