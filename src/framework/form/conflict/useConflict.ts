import type { ApolloClient } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { rootOf } from '../../entity/documents';
import type { EntityOperations, FieldDef } from '../../entity/types';
import type { ReferenceLabels } from '../../fields/referenceLabels';
import { entityFormValues, type FormValues } from '../formValues';
import { applyChoices, mergeForm, type Choices, type MergeResult } from './merge';

/** What the form started from: the values it loaded and the record's version then. */
interface Base {
  id: string;
  values: FormValues;
  version: string;
}

/** A stale save waiting for the user: the merge and who saved the record meanwhile, and when. */
export interface PendingMerge extends MergeResult {
  updatedBy: string | null;
  updatedAt: string;
}

interface Options {
  client: ApolloClient;
  operations: EntityOperations;
  fields: FieldDef[];
  id?: string;
  entity: Record<string, unknown> | null;
  initialValues: FormValues;
  labels: ReferenceLabels;
  canEdit: (field: FieldDef) => boolean;
}

/**
 * Stale-save handling of an edit form. It remembers the version the form loaded (sent with every
 * save as `expectedUpdatedAt`); when the server answers CONFLICT it reads the record as saved now,
 * merges three ways (base = what the form loaded) and holds the result for the merge view. Once
 * the user has picked, the record as read becomes the new base, so the next save starts from it.
 */
export function useConflict({ client, operations, fields, id, entity, initialValues, labels, canEdit }: Options) {
  // A ref, not state: a save right after the merge (same event) must already start from the new base.
  const baseRef = useRef<Base | null>(null);
  const [pending, setPending] = useState<PendingMerge | null>(null);
  const [next, setNext] = useState<Base | null>(null);
  // The first load of a record is its base.
  if (entity && id && baseRef.current?.id !== id) baseRef.current = { id, values: initialValues, version: String(entity.updatedAt) };

  /** Reads the record as saved now and prepares the merge; false when it cannot be read. */
  const open = useCallback(
    async (mine: FormValues, updatedBy: string | null): Promise<boolean> => {
      const base = baseRef.current;
      if (!base || !id) return false;
      try {
        const result = await client.query({ query: operations.get, variables: { id }, fetchPolicy: 'network-only' });
        const current = rootOf<Record<string, unknown>>(operations.get, result.data);
        if (!current) return false;
        const theirs = entityFormValues(fields, current, labels);
        const version = String(current.updatedAt);
        setNext({ id, values: theirs, version });
        setPending({ ...mergeForm({ fields, base: base.values, mine, theirs, canEdit }), updatedBy, updatedAt: version });
        return true;
      } catch {
        return false;
      }
    },
    [id, client, operations.get, fields, labels, canEdit],
  );

  /** Settles the merge as chosen: the values to save, now based on the record as read. */
  const resolve = useCallback(
    (choices: Choices): FormValues | null => {
      if (!pending || !next) return null;
      baseRef.current = next;
      setPending(null);
      return applyChoices(pending, choices);
    },
    [pending, next],
  );

  /**
   * Reads the record as saved now (a form told that someone else saved it): its values and
   * version, or null when it cannot be read. Nothing changes until `adopt` takes them.
   */
  const readCurrent = useCallback(async (): Promise<Base | null> => {
    if (!id) return null;
    try {
      const result = await client.query({ query: operations.get, variables: { id }, fetchPolicy: 'network-only' });
      const current = rootOf<Record<string, unknown>>(operations.get, result.data);
      return current ? { id, values: entityFormValues(fields, current, labels), version: String(current.updatedAt) } : null;
    } catch {
      return null;
    }
  }, [id, client, operations.get, fields, labels]);

  /** Makes a version read by `readCurrent` the base (the form now shows it, nothing typed over it). */
  const adopt = useCallback((current: Base) => {
    baseRef.current = current;
  }, []);

  const dismiss = useCallback(() => setPending(null), []);

  /** What the next save starts from: the version to send and the values to compare with. */
  const base = useCallback(() => baseRef.current, []);
  return { base, pending, open, readCurrent, adopt, resolve, dismiss } as const;
}

export type ConflictController = ReturnType<typeof useConflict>;
