import { useEffect, useEffectEvent } from 'react';
import type { FormValues } from '../formValues';
import type { ConflictController } from './useConflict';
import { useOtherSaves, type OtherSave } from './useOtherSaves';

interface Options {
  subject: string;
  /** The record an edit form has open; none for a new one. */
  id: string | undefined;
  conflict: ConflictController;
  dirty: boolean;
  values: FormValues;
  resetForm: (next: { values: FormValues }) => void;
}

/**
 * An edit form that follows its record live. When someone else saves it, a form with nothing
 * typed takes their version at once (and says so); one with unsaved values keeps them and offers
 * Review, the merge view, before its own save would be refused.
 */
export function useLiveRecord({ subject, id, conflict, dirty, values, resetForm }: Options): { save: OtherSave | null; review?: () => void } {
  const { save } = useOtherSaves(subject, id, () => conflict.base()?.version);
  // Whether the form has unsaved values now, not when the read began: typing meanwhile wins.
  const isDirty = useEffectEvent(() => dirty);
  const takeTheirs = useEffectEvent(async (isActive: () => boolean) => {
    if (dirty) return;
    const theirs = await conflict.readCurrent();
    if (!theirs || !isActive() || isDirty()) return;
    conflict.adopt(theirs);
    resetForm({ values: theirs.values });
  });
  useEffect(() => {
    if (!save || save.deleted) return undefined;
    let active = true;
    void takeTheirs(() => active);
    return () => {
      active = false;
    };
  }, [save]);
  const review = save && !save.deleted && dirty ? () => void conflict.open(values, save.by) : undefined;
  return { save, review };
}
