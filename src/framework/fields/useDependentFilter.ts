import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * The list filter of a dependent reference (FieldDef `filterBy`, e.g. `{ languageId: 'languageId' }`
 * for an accent): each filter key takes the current value of its form field; an empty field does
 * not filter. When one of those fields changes, the dependent value no longer belongs to it and
 * is cleared (a season of another serial), but not on the first render, so an edit form and a
 * form preset from the URL keep what they started with.
 *
 * @example const filter = useDependentFilter('accentId', { languageId: 'languageId' }); // { languageId: 'l3' }
 */
export function useDependentFilter(name: string, filterBy: Record<string, string> | undefined): Record<string, unknown> {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const filter: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(filterBy ?? {})) {
    const value = getIn(values, field);
    if (value !== null && value !== undefined && value !== '') filter[key] = value;
  }
  const signature = JSON.stringify(filter);
  const previous = useRef(signature);
  const current = getIn(values, name);
  useEffect(() => {
    if (previous.current === signature) return;
    previous.current = signature;
    if (current !== null && current !== undefined && current !== '') void setFieldValue(name, null);
    // Only a change of the parents clears; the dependent value itself changing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return filter;
}
