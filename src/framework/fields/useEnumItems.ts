import { useMemo } from 'react';
import { enumValues, type EnumName } from '../entity/enums';
import { useValueFormatter } from '../format/useValueFormatter';

/** The values of a schema enum with their labels (`enum.<Enum>.<VALUE>`) in the viewer's language. */
export function useEnumItems(enumName: EnumName): { key: string; label: string }[] {
  const format = useValueFormatter();
  return useMemo(() => enumValues(enumName).map((key) => ({ key, label: format.enumValue(enumName, key) })), [enumName, format]);
}
