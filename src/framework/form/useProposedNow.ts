import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { EntityDeclaration } from '../entity/types';
import type { FormValues } from './formValues';

/** Now, to the minute: a date-and-time field shows minutes, so that is what is proposed. */
const nowToTheMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

/**
 * The declaration's `proposeNow`: when a rule starts to hold (an invoice switched to ISSUED) and
 * its date is empty, the date becomes now, visible and still changeable; when the rule stops
 * holding, a date nobody changed since is taken back. Only changes count, so a form that opens
 * with the rule already holding keeps what it loaded. Call inside the entity's Formik form.
 */
export function useProposedNow(rules: EntityDeclaration['proposeNow']): void {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const held = (rules ?? []).map((rule) => rule.when(values));
  const key = held.join();
  const previous = useRef(held);
  const proposed = useRef(new Map<string, string>());
  useEffect(() => {
    (rules ?? []).forEach((rule, index) => {
      if (previous.current[index] === held[index]) return;
      const value = values[rule.field];
      if (held[index] && (value === null || value === undefined || value === '')) {
        const now = nowToTheMinute();
        proposed.current.set(rule.field, now);
        void setFieldValue(rule.field, now);
      } else if (!held[index] && value === proposed.current.get(rule.field)) {
        proposed.current.delete(rule.field);
        void setFieldValue(rule.field, null);
      }
    });
    previous.current = held;
    // `key` is what the rules say now; only a change of it proposes or takes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
