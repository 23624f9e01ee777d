import { ServerErrorView } from '../../pages/misc/ServerErrorView';

/** The 500 page on its own (no layout around it). */
export default function RootErrorPage() {
  return <ServerErrorView onRetry={() => window.location.reload()} fullPage />;
}
