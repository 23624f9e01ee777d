import type { KeyboardEvent } from '@react-types/shared';
import { useIntl } from 'react-intl';
import { numberReading } from './numberText';
import { TypedTextField } from './TypedTextField';
import type { FieldWidgetProps } from './types';
import { useTypedText } from './useTypedText';

interface Props extends FieldWidgetProps {
  /** The declaration's range: the arrow keys step within it (the schema reports a typed value outside it). */
  min?: number;
  max?: number;
}

/**
 * A number, typed in either digits and shown in the viewer's. Nothing typed is clamped, rounded or
 * dropped (Spectrum's NumberField does all three, silently): 12.5, 150 or -5 stay as typed and the
 * entity's schema says what is wrong with them; text that is no number stays too ("Enter a
 * number"). An emptied field is null, which the schema reads as "no value". Arrow up and down
 * step by one, as a spin button does.
 */
export function NumberField({ name, min, max, ...props }: Props) {
  const { locale } = useIntl();
  const number = useTypedText(name, numberReading(locale));

  const step = (event: KeyboardEvent) => {
    const by = ({ ArrowUp: 1, ArrowDown: -1 } as Record<string, number>)[event.key];
    const value = number.value;
    // Every other key goes on to the form and the drawer (Enter saves, Esc closes).
    if (!by || props.isReadOnly || event.altKey || event.ctrlKey || event.metaKey) return event.continuePropagation();
    event.preventDefault();
    const start = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, 0));
    const next = typeof value === 'number' ? value + by : value == null || value === '' ? start : null;
    // Text that is no number is not stepped: the user sees why in the field's error instead.
    if (next === null || (min !== undefined && next < min && by < 0) || (max !== undefined && next > max && by > 0)) return;
    number.field.setValue(next);
  };

  return <TypedTextField {...props} typed={number} onKeyDown={step} dir="ltr" className="field--line field--ltr field--number" />;
}
