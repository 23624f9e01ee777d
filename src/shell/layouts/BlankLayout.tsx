import { Outlet } from 'react-router-dom';

/** Pages without navigation (sign-in, error pages): centred content on the body surface. */
export function BlankLayout() {
  return (
    <div className="layout-blank">
      <Outlet />
    </div>
  );
}
