import { IconFileUnknown } from '@tabler/icons-react';
import { HomeLink } from './HomeLink';
import { MiscPage } from './MiscPage';

/** 404: the catch-all and `/pages/misc/not-found/*`. */
export function NotFoundPage() {
  return (
    <MiscPage code="404" icon={IconFileUnknown} titleId="errors.404.title" bodyId="errors.404.body">
      <HomeLink />
    </MiscPage>
  );
}
