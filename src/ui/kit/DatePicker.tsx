import { IconCalendar } from '@tabler/icons-react';
import type { DateValue } from '@internationalized/date';
import { Button, DateInput, DatePicker as AriaDatePicker, DateSegment, Dialog, Group, Label, Popover, useLocale } from 'react-aria-components';
import { persianComma } from '../persianComma';
import { Calendar } from './Calendar';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { InvalidMark } from './Marks';
import { FieldLabel } from './FieldLabel';
import { segmentsTabStop } from './segmentsTabStop';
import './field.css';

interface Props extends FieldHelpProps {
  label: string;
  value: DateValue | null;
  onChange: (value: DateValue | null) => void;
  minValue?: DateValue;
  maxValue?: DateValue;
  /** `minute` adds hour and minute segments (a date and time); default `day`. */
  granularity?: 'day' | 'minute';
  /** A zoned value without its zone segment. */
  hideTimeZone?: boolean;
  /** What the empty segments start from (its calendar, zone and time). */
  placeholderValue?: DateValue;
  /** A form's field: as wide as its cell, label with the asterisk, help or error under it. */
  form?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
  onBlur?: () => void;
  /** The label names the control without being shown (a list's cell, under its column's header); a message still shows. */
  hideLabel?: boolean;
}

/**
 * A day typed segment by segment or picked from a month: react-aria's DatePicker in plain DOM.
 * Segments and calendar follow the I18nProvider's locale (Spectrum's Provider is one), so fa-IR
 * reads and picks Persian days with Saturday weeks, en-US Gregorian ones. Its segments are one Tab
 * stop and its calendar button another (segmentsTabStop).
 */
export function DatePicker({ label, form, description, errorMessage, granularity = 'day', hideLabel, ...props }: Props) {
  const { locale } = useLocale();
  return (
    <AriaDatePicker
      {...props}
      className={form ? 'light-field light-field--form' : 'light-field light-field--date'}
      granularity={granularity}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      aria-label={hideLabel ? label : undefined}
    >
      {hideLabel ? null : form ? <FieldLabel label={label} isRequired={props.isRequired} /> : <Label className="light-field__label">{label}</Label>}
      {/* The segments are one Tab stop (arrows between them), the calendar button another. */}
      <Group className="light-field__box" onKeyDownCapture={segmentsTabStop}>
        <DateInput className="light-date">
          {(segment) => (
            <DateSegment segment={segment} className="light-date__segment">
              {segment.type === 'literal' ? persianComma(segment.text, locale) : undefined}
            </DateSegment>
          )}
        </DateInput>
        {errorMessage && <InvalidMark />}
        <Button className="light-field__button">
          <IconCalendar size={16} aria-hidden />
        </Button>
      </Group>
      {(form || hideLabel) && <FieldHelp description={description} errorMessage={errorMessage} />}
      <Popover className="light-popover" placement="bottom start" offset={4}>
        <Dialog className="light-dialog">
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
