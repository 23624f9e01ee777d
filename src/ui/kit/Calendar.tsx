import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Button, Calendar as AriaCalendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading } from 'react-aria-components';

/**
 * The month inside a light date picker; it takes value and limits from the picker around it.
 * The arrows point left and right in English and are mirrored in Persian by field.css.
 */
export function Calendar() {
  return (
    <AriaCalendar className="light-calendar">
      <header className="light-calendar__header">
        <Button slot="previous" className="light-calendar__nav">
          <IconChevronLeft size={16} aria-hidden />
        </Button>
        <Heading className="light-calendar__heading" />
        <Button slot="next" className="light-calendar__nav">
          <IconChevronRight size={16} aria-hidden />
        </Button>
      </header>
      <CalendarGrid className="light-calendar__grid">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className="light-calendar__weekday">{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className="light-calendar__cell" />}</CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
