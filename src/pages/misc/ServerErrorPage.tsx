import { ServerErrorView } from './ServerErrorView';

/** The 500 page as a route of its own; retry reloads. */
export function ServerErrorPage() {
  return <ServerErrorView fullPage onRetry={() => window.location.reload()} />;
}
