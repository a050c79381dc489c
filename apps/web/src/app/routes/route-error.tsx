import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/ui/error-screen.tsx';
import { NotFoundContent } from './not-found-content.tsx';

/** The error boundary of a route section: not found, a chunk that failed to load, or a failed render. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorScreen error={error} />;
}
