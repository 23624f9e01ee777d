import type { EntitySubject } from '../../ability/subjects';
import { validationSchemas } from '../../validation';
import type { SubFieldDef } from '../entity/types';
import { entityKey } from '../entity/labels';

const cache = new Map<string, Set<string>>();

/**
 * Keys the entity's schema requires in each item of the list `listName` (a clip's title and
 * times), for the required marks inside a repeater; the schema still decides what is valid.
 */
export function requiredItemKeys(subject: EntitySubject | undefined, listName: string): Set<string> {
  if (!subject) return new Set();
  const cacheKey = `${subject}.${listName}`;
  let keys = cache.get(cacheKey);
  if (!keys) {
    const list = validationSchemas[subject].describe().fields[listName];
    const item = list && 'innerType' in list && !Array.isArray(list.innerType) ? list.innerType : undefined;
    const fields = item && 'fields' in item ? (item.fields as Record<string, { optional?: boolean; nullable?: boolean }>) : {};
    keys = new Set(Object.entries(fields).filter(([, d]) => d.optional === false && !d.nullable).map(([key]) => key));
    cache.set(cacheKey, keys);
  }
  return keys;
}

/** The label id of a field inside a repeater item: its own, else `<entity>.fields.<key>`. */
export const subFieldLabelId = (subject: EntitySubject | undefined, sub: SubFieldDef): string =>
  sub.label ?? `${subject ? entityKey(subject) : 'form'}.fields.${sub.name}`;
