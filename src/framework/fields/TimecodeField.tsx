import { ClockField } from './ClockField';
import { formatTimecode, parseTimecode } from './timecode';
import type { FieldWidgetProps } from './types';

/**
 * A point of a media timeline, typed as `mm:ss.mmm` (or `h:mm:ss.mmm`, or seconds) and stored
 * as whole milliseconds. Text that is not a time stays in the form as typed, so nothing is lost
 * and the schema reports "write it as mm:ss.mmm" on this field (see `timecodeMs`).
 */
export function TimecodeField(props: FieldWidgetProps) {
  return <ClockField {...props} parse={parseTimecode} format={formatTimecode} hintId="fields.timecode.hint" />;
}
