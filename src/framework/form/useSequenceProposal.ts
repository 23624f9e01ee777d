import { useApolloClient } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { EntityDeclaration } from '../entity/types';
import { rootOf } from '../entity/documents';
import type { FormValues } from './formValues';

/**
 * The declaration's `sequence` on a new form: once the entity's highest value of the day's prefix
 * is read, the field proposes the next one. An untouched form takes it as what it opened with (so
 * leaving it asks nothing); a value typed meanwhile wins. Call inside the entity's Formik form.
 */
export function useSequenceProposal(declaration: EntityDeclaration, mode: 'new' | 'edit'): void {
  const client = useApolloClient();
  const { values, dirty, setFieldValue, resetForm } = useFormikContext<FormValues>();
  const latest = useRef({ values, dirty });
  latest.current = { values, dirty };
  const { sequence, operations } = declaration;
  useEffect(() => {
    if (mode !== 'new' || !sequence) return;
    let live = true;
    const now = new Date();
    const prefix = sequence.prefix(now);
    void client
      .query({ query: operations.list, variables: { filter: { search: prefix }, sort: { field: sequence.sort, direction: 'DESC' }, page: 1, pageSize: 1 }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const items = rootOf<{ items: Record<string, unknown>[] }>(operations.list, data)?.items ?? [];
        const last = items.find((row) => String(row[sequence.field] ?? '').startsWith(prefix));
        const next = sequence.next(last ? String(last[sequence.field]) : null, now);
        if (!live || (latest.current.values[sequence.field] ?? '') !== '') return;
        if (latest.current.dirty) void setFieldValue(sequence.field, next);
        else resetForm({ values: { ...latest.current.values, [sequence.field]: next } });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per new form; `latest` is read when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, sequence]);
}
