import { useIntl } from 'react-intl';
import type { ValueFormatter } from '../../framework/entity/types';
import { CellText } from '../../framework/cells/CellText';
import { urls } from '../../paths';
import { Link } from '../../ui/kit/Link';
import { targetName, type AbuseTarget } from './abuseTarget';
import './moderation.css';

/** Where a reported item opens: a comment or media on its edit screen, a user on their profile. */
export function targetHref(targetType: string, targetId: string): string {
  if (targetType === 'COMMENT') return urls.edit('Comment', targetId);
  if (targetType === 'MEDIA') return urls.edit('Media', targetId);
  return urls.userView(targetId);
}

interface Report {
  targetType: string;
  targetId: string;
  target?: AbuseTarget;
}

/** "Comment: Great film, but…" as plain text (CSV, accessible names, widths). */
export function targetText({ targetType, target }: Report, format: ValueFormatter): string {
  const name = targetName(target) ?? format.message('moderation.target.gone');
  return format.message('moderation.target', { type: format.enumValue('AbuseTargetType', targetType), name });
}

/**
 * The reported item by what a person knows it by, its type first and its name as a link to it:
 * "Comment: Great film, but…". The type always shows; the name reads in its own direction and,
 * in a narrow column, is cut at its own end (CellText), shown whole on hover and focus.
 */
export function TargetLink({ targetType, targetId, target }: Report) {
  const intl = useIntl();
  const name = targetName(target);
  const type = intl.formatMessage({ id: 'moderation.target.type' }, { type: intl.formatMessage({ id: `enum.AbuseTargetType.${targetType}` }) });
  return (
    <span className="abuse-target">
      <span className="abuse-target__type">{type}</span>
      {name ? (
        <Link href={targetHref(targetType, targetId)} isQuiet className="abuse-target__name">
          <CellText>{name}</CellText>
        </Link>
      ) : (
        <span className="abuse-target__name">{intl.formatMessage({ id: 'moderation.target.gone' })}</span>
      )}
    </span>
  );
}
