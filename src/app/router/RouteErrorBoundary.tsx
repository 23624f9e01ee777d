import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { ServerErrorView } from '../../pages/misc/ServerErrorView';

function useLogError(error: unknown): void {
  useEffect(() => {
    // Uncaught application errors are written to the console (original-spec section 8).
    console.error(error);
  }, [error]);
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
  return <ServerErrorView onRetry={retry} retrying={navigation.state !== 'idle'} />;
}

/** Last resort when a layout itself fails: the 500 page on its own, retry reloads the page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useLogError(error);
  // No layout around it: the page's main landmark is its own.
  return (
    <main className="layout-blank">
      <ServerErrorView onRetry={() => window.location.reload()} fullPage />
    </main>
  );
}
