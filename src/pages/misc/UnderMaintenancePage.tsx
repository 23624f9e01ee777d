import { IconTool } from '@tabler/icons-react';
import { HomeLink } from './HomeLink';
import { MiscPage } from './MiscPage';

export function UnderMaintenancePage() {
  return (
    <MiscPage icon={IconTool} titleId="errors.maintenance.title" bodyId="errors.maintenance.body">
      <HomeLink />
    </MiscPage>
  );
}
