import { useMemo } from 'react';
import { enumValues, type EnumName } from '../entity/enums';
import { useValueFormatter } from '../format/useValueFormatter';
import { useFormMeta } from './FormMetaContext';

type Item = { key: string; label: string };

/** The values of a schema enum with their labels (`enum.<Enum>.<VALUE>`) in the viewer's language. */
export function useEnumItems(enumName: EnumName): Item[] {
  const format = useValueFormatter();
  return useMemo(() => enumValues(enumName).map((key) => ({ key, label: format.enumValue(enumName, key) })), [enumName, format]);
}

/** What an editable field of an entity form may offer (see the `choices` of a radio or select field). */
export interface EnumChoices {
  choices?: (loaded: Record<string, unknown>) => readonly string[];
  value: string | null | undefined;
  isReadOnly: boolean;
}

/**
 * The enum's items a field offers: with `choices`, only those the loaded record may move to (and
 * always the value it holds). A read-only field shows them all, as it only displays its value, and
 * so does a field outside an entity form (a bulk edit, whose rows hold different values).
 */
export function useOfferedItems(enumName: EnumName, { choices, value, isReadOnly }: EnumChoices): Item[] {
  const items = useEnumItems(enumName);
  const { loaded } = useFormMeta();
  return useMemo(() => {
    if (!choices || !loaded || isReadOnly) return items;
    const offered = new Set(choices(loaded));
    return items.filter((item) => offered.has(item.key) || item.key === value);
  }, [items, choices, loaded, value, isReadOnly]);
}
