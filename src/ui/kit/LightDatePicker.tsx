import { IconCalendar } from '@tabler/icons-react';
import type { DateValue } from '@internationalized/date';
import { Button, DateInput, DatePicker, DateSegment, Dialog, Group, Label, Popover } from 'react-aria-components';
import { LightCalendar } from './LightCalendar';
import './light.css';

interface Props {
  label: string;
  value: DateValue | null;
  onChange: (value: DateValue | null) => void;
  minValue?: DateValue;
  maxValue?: DateValue;
}

/**
 * A day typed segment by segment or picked from a month: react-aria's DatePicker in plain DOM.
 * Segments and calendar follow the I18nProvider's locale (Spectrum's Provider is one), so fa-IR
 * reads and picks Persian days with Saturday weeks, en-US Gregorian ones.
 */
export function LightDatePicker({ label, value, onChange, minValue, maxValue }: Props) {
  return (
    <DatePicker className="light-field light-field--date" value={value} onChange={onChange} minValue={minValue} maxValue={maxValue} granularity="day">
      <Label className="light-field__label">{label}</Label>
      <Group className="light-field__box">
        <DateInput className="light-date">
          {(segment) => <DateSegment segment={segment} className="light-date__segment" />}
        </DateInput>
        <Button className="light-field__button">
          <IconCalendar size={16} aria-hidden />
        </Button>
      </Group>
      <Popover className="light-popover" placement="bottom start" offset={4}>
        <Dialog className="light-dialog">
          <LightCalendar />
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
