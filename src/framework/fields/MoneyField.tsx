import { useField } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { currencyAffixes, minorUnitDigits } from './money';
import { numberReading } from './numberText';
import { TypedTextField } from './TypedTextField';
import type { FieldWidgetProps } from './types';
import { useTypedText } from './useTypedText';

interface Props extends FieldWidgetProps {
  /** Sibling field holding the Currency enum value. */
  currencyField: string;
}

/**
 * An amount shown in its currency ($12.50 in en, ۱۲٫۵۰ US$ in fa) and stored in minor units
 * (1250), so no float ever reaches the server. As with numbers, nothing typed is changed: 12.345
 * dollars or -5 stay as typed and the schema says why they cannot be saved.
 */
export function MoneyField({ name, currencyField, ...props }: Props) {
  const { locale } = useIntl();
  const [{ value: currency }] = useField<string | null>(currencyField);
  const digits = minorUnitDigits(currency);
  const affixes = useMemo(() => currencyAffixes(locale, currency), [locale, currency]);
  const amount = useTypedText(name, numberReading(locale, { shift: digits, minimumFractionDigits: digits, currency, affixes }));
  return <TypedTextField {...props} typed={amount} dir="ltr" className="field--line field--ltr field--number" />;
}
