import { ServerErrorView } from '../../pages/misc/ServerErrorView';
import { AppSpectrumProvider } from '../../shell/providers/AppSpectrumProvider';

/** The 500 page on its own, with Spectrum's provider (no layout brought one). */
export default function RootErrorPage() {
  return (
    <AppSpectrumProvider>
      <ServerErrorView onRetry={() => window.location.reload()} fullPage />
    </AppSpectrumProvider>
  );
}
