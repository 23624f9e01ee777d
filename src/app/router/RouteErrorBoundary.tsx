import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';

/**
 * The 500 page is a chunk of its own, so the entry (the sign-in page) does not carry it: both
 * boundaries load it when needed. Inside the shell its chunk is already there (the signed-in
 * layout's lazy step brings it); when even that fails, the plain message below stands in.
 */
const ServerErrorView = lazy(() => import('../../pages/misc/ServerErrorView').then((m) => ({ default: m.ServerErrorView })));
const RootErrorPage = lazy(() => import('./RootErrorPage').catch(() => ({ default: PlainServerError })));

function useLogError(error: unknown): void {
  useEffect(() => {
    // Uncaught application errors are written to the console (original-spec section 8).
    console.error(error);
  }, [error]);
}

/** The 500 page without any chunk of its own (the network may be what failed). */
function PlainServerError() {
  const intl = useIntl();
  return (
    <div className="misc-page">
      <h1>{intl.formatMessage({ id: 'errors.500.title' })}</h1>
      <p>{intl.formatMessage({ id: 'errors.500.body' })}</p>
      <button type="button" onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'common.actions.retry' })}</button>
    </div>
  );
}

/**
 * A screen that throws while rendering or loading shows the 500 page inside the shell. Retry
 * navigates to the same place again: a new location resets React Router's error boundary and
 * re-runs the route's loader and lazy import.
 */
export function ScreenErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  useLogError(error);
  const retry = () => void navigate(location, { replace: true, state: location.state });
  return (
    <Suspense fallback={null}>
      <ServerErrorView onRetry={retry} retrying={navigation.state !== 'idle'} />
    </Suspense>
  );
}

/** Last resort when a layout itself fails: the 500 page on its own, retry reloads the page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useLogError(error);
  // No layout around it: the page's main landmark is its own.
  return (
    <main className="layout-blank">
      <Suspense fallback={null}><RootErrorPage /></Suspense>
    </main>
  );
}
