import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import type { ColumnDef, FilterDef } from './types';

/** Message prefix of an entity: `PayGateway` → `payGateway` (ids `payGateway.fields.name`). */
export const entityKey = (subject: EntitySubject) => subject.charAt(0).toLowerCase() + subject.slice(1);

/** `userId` → `user`, `masterIds` → `master`: a reference is labelled by its field. */
const fieldOfName = (name: string) => name.replace(/Ids?$/, '');

export const columnLabelId = (subject: EntitySubject, column: ColumnDef<never>) =>
  column.label ?? `${entityKey(subject)}.fields.${column.key}`;

export const filterLabelId = (subject: EntitySubject, filter: FilterDef) =>
  filter.label ?? `${entityKey(subject)}.fields.${fieldOfName(filter.name)}`;

/** `countryCode` → `Country code`: readable while an entity's messages are still being written. */
function humanize(key: string): string {
  const words = fieldOfName(key).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Translates a declaration's label id, falling back to the humanized field name instead of
 * showing a raw message id when the entity's catalog lacks it.
 */
export function useLabel(): (id: string, fallbackKey: string) => string {
  const intl = useIntl();
  return useCallback(
    (id, fallbackKey) => (id in intl.messages ? intl.formatMessage({ id }) : humanize(fallbackKey)),
    [intl],
  );
}
