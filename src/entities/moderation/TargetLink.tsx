import { Link } from '@adobe/react-spectrum';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { urls } from '../urls';

/** Where a reported item opens: a comment or media on its edit screen, a user on their profile. */
export function targetHref(targetType: string, targetId: string): string {
  if (targetType === 'COMMENT') return urls.edit('Comment', targetId);
  if (targetType === 'MEDIA') return urls.edit('Media', targetId);
  return urls.userView(targetId);
}

/** The reported item as a link, e.g. "Comment #120". */
export function TargetLink({ targetType, targetId }: { targetType: string; targetId: string }) {
  const format = useValueFormatter();
  return (
    <Link href={targetHref(targetType, targetId)} isQuiet>
      {format.message('moderation.target', { type: format.enumValue('AbuseTargetType', targetType), id: targetId })}
    </Link>
  );
}
