import { getIn, setIn, useFormikContext } from 'formik';
import { useRef, useState } from 'react';

/** `list` with the item at `from` taken out and put back at `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Stable React keys for the items of a list value that has no ids (clips, features). Index keys
 * would hand a moved item's widgets (and the text a timecode keeps while typed) to its neighbour.
 * Items added or dropped outside (a reset, a loaded record) get keys by position.
 *
 * @example const items = useItemKeys(values.length); items.move(1, 0); values.map((v, i) => <Row key={items.keys[i]} />)
 */
export function useItemKeys(count: number) {
  const next = useRef(0);
  const fresh = (n: number) => Array.from({ length: n }, () => `item-${next.current++}`);
  const [keys, setKeys] = useState<string[]>(() => fresh(count));
  let current = keys;
  if (keys.length !== count) {
    // Adjusting state while rendering, as React recommends for values derived from props.
    current = count > keys.length ? [...keys, ...fresh(count - keys.length)] : keys.slice(0, count);
    setKeys(current);
  }
  return {
    keys: current,
    move: (from: number, to: number) => setKeys(moveItem(current, from, to)),
    remove: (index: number) => setKeys(current.filter((_, i) => i !== index)),
  };
}

/**
 * Keeps Formik's `touched` of a list in step with its items: a moved or removed item takes its
 * "was left" state along, so its error (and no other item's) keeps showing where it went.
 *
 * @example const retouch = useRetouch(name); retouch((list) => moveItem(list, 1, 0));
 */
export function useRetouch(name: string) {
  const { touched, setTouched } = useFormikContext();
  return (reorder: (list: unknown[]) => unknown[]) => {
    const list: unknown = getIn(touched, name);
    if (Array.isArray(list)) void setTouched(setIn(touched, name, reorder(list)), false);
  };
}
