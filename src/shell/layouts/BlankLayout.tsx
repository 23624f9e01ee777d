import { Outlet } from 'react-router-dom';
import { BlankPage } from './BlankPage';

/** The blank layout's route: its page (BlankPage) around the matched screen. */
export function BlankLayout() {
  return (
    <BlankPage>
      <Outlet />
    </BlankPage>
  );
}
