import { ClockField } from './ClockField';
import { formatDuration, parseDuration } from './timecode';
import type { FieldWidgetProps } from './types';

/**
 * A length in whole seconds (a video's duration), typed and shown as `m:ss` or `h:mm:ss` (plain
 * seconds may be typed too). Text that is not a duration (`1:75:00`, `12.5`) stays as typed and
 * the schema says how to write one (see `durationSeconds`).
 */
export function DurationField(props: FieldWidgetProps) {
  return <ClockField {...props} parse={parseDuration} format={formatDuration} hintId="fields.duration.hint" />;
}
