import { Provider } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * Lets Spectrum links and menu items with `href` navigate inside the app instead of reloading.
 * Spectrum's outer provider sits above the router, so a nested one carries the router here.
 */
export function SpectrumRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Provider router={{ navigate: (to: string, options?: NavigateOptions) => void navigate(to, options), useHref }} UNSAFE_className="spectrum-router">
      {children}
    </Provider>
  );
}
