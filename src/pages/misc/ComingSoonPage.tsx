import { IconClock } from '@tabler/icons-react';
import { HomeLink } from './HomeLink';
import { MiscPage } from './MiscPage';

export function ComingSoonPage() {
  return (
    <MiscPage icon={IconClock} titleId="errors.comingSoon.title" bodyId="errors.comingSoon.body">
      <HomeLink />
    </MiscPage>
  );
}
