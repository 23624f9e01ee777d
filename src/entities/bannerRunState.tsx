import { useIntl } from 'react-intl';
import { Badge } from '../ui/kit/Feedback';

/** Where a banner stands right now, as the apps see it. */
export type BannerRunState = 'running' | 'scheduled' | 'ended' | 'inactive';

interface Schedule {
  isActive: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}

/**
 * A banner runs while it is active and `now` is inside its window; no start means it has started,
 * no end means it never ends. The end is exclusive, as the apps stop showing it at that instant.
 */
export function bannerRunState({ isActive, startsAt, endsAt }: Schedule, now = Date.now()): BannerRunState {
  if (!isActive) return 'inactive';
  if (startsAt && Date.parse(startsAt) > now) return 'scheduled';
  if (endsAt && Date.parse(endsAt) <= now) return 'ended';
  return 'running';
}

const VARIANT = { running: 'positive', scheduled: 'info', ended: 'neutral', inactive: 'yellow' } as const;

/** The list's "Now" cell: one badge, its colour and its words saying the same. */
export function BannerRunBadge({ row }: { row: Schedule }) {
  const intl = useIntl();
  const state = bannerRunState(row);
  return (
    <Badge variant={VARIANT[state]} data-state={state}>
      {intl.formatMessage({ id: `banner.runState.${state}` })}
    </Badge>
  );
}
