import { useIntl } from 'react-intl';
import { localDigits } from '../format/clock';
import type { TextReading } from './typedText';
import { TypedTextField } from './TypedTextField';
import type { FieldWidgetProps } from './types';
import { useTypedText } from './useTypedText';

export interface ClockFieldProps extends FieldWidgetProps, TextReading {
  /** Message id of the help text saying how to type it. */
  hintId: string;
}

/**
 * A number typed and shown as clock text (timecodes, durations): `format` writes a stored number
 * in Latin digits, shown in the viewer's; either digits may be typed. Text that does not read as
 * a time stays in the form as typed, so nothing is lost and the schema reports, on this field, how
 * to write it; leaving the field shows a readable time in its canonical form (90 → 01:30.000).
 */
export function ClockField({ name, parse, format, hintId, ...props }: ClockFieldProps) {
  const intl = useIntl();
  const shown = (value: number) => localDigits(format(value), (n) => intl.formatNumber(n, { useGrouping: false }));
  const clock = useTypedText(name, { parse, format: shown });
  return <TypedTextField {...props} description={props.description ?? intl.formatMessage({ id: hintId })} typed={clock} className="field--timecode" />;
}
