import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import messages from 'virtual:floor-messages';
import { LoginPage } from './LoginPage';
import { readToken } from './session';

const Layout = lazy(() => import('./signedIn'));
const UsersPage = lazy(() => import('./signedIn').then((module) => ({ default: module.UsersPage })));
const UserNewPage = lazy(() => import('./signedIn').then((module) => ({ default: module.UserNewPage })));

/** Signed out: to the login page, back here after it (`?to=`), as the admin's guard does. */
function SignedIn() {
  const location = useLocation();
  if (!readToken()) return <Navigate to={`/login?to=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="fa" messages={messages}>
      <BrowserRouter>
        <Suspense>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route element={<SignedIn />}>
              <Route element={<Layout />}>
                <Route path="/users/manage" element={<UsersPage />} />
                <Route path="/users/new" element={<UserNewPage />} />
              </Route>
            </Route>
            <Route path="*" element={<Navigate to="/users/manage" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </IntlProvider>
  </StrictMode>,
);
