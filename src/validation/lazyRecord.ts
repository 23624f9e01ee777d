/**
 * A record whose values are built on first read and kept: `Object.keys`, `in` and indexing work
 * as on a plain record, but a value nobody reads is never built.
 *
 * @example const schemas = lazyRecord({ User: () => object({ … }) }); schemas.User; // built here, once
 */
export function lazyRecord<K extends string, V>(builders: Record<K, () => V>): Readonly<Record<K, V>> {
  const record = {} as Record<K, V>;
  for (const key of Object.keys(builders) as K[]) {
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = builders[key]();
        Object.defineProperty(record, key, { value, enumerable: true, writable: false });
        return value;
      },
    });
  }
  return record;
}
