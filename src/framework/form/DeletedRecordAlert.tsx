import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { InlineAlert } from '../../ui/kit/Feedback';
import type { EntityDeclaration } from '../entity/types';
import { rootFieldName } from '../entity/documents';
import type { FormValues } from './formValues';
import type { SaveStatus } from './saveFailure';
import { useRestoreRecord } from './useRestoreRecord';

interface Props {
  declaration: EntityDeclaration;
  recordId: string | undefined;
  /** Saves the form again (after Restore): Save's own path, leaving once it succeeds. */
  onSave: () => Promise<void>;
  /** Creates a new record from what the form holds; resolves true once it is saved. */
  onSaveAsNew: (values: FormValues) => Promise<boolean>;
  /** Leaves without saving; nothing typed is asked about again. */
  onDone: () => void;
}

/**
 * Someone deleted the record while it was being edited (the server answered DELETED): instead of
 * "check input", three ways on, the first focused: Restore it from the trash and save the changes
 * on it, Save as new (what is typed becomes a new record), or Discard the changes.
 */
export function DeletedRecordAlert({ declaration, recordId, onSave, onSaveAsNew, onDone }: Props) {
  const intl = useIntl();
  const { status, values, setStatus } = useFormikContext<FormValues>();
  const listField = useMemo(() => rootFieldName(declaration.operations.list), [declaration.operations.list]);
  const { restore, restoring } = useRestoreRecord(declaration.subject, listField);
  const [saving, setSaving] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const shown = (status as SaveStatus | undefined)?.lastSave === 'deleted';
  useEffect(() => {
    if (shown) queueMicrotask(() => first.current?.focus());
  }, [shown]);
  if (!shown || !recordId) return null;
  const t = (id: string) => intl.formatMessage({ id });

  const restoreAndSave = async () => {
    if (!(await restore(recordId))) return;
    setStatus(undefined);
    await onSave();
  };
  const saveAsNew = async () => {
    setSaving(true);
    const done = await onSaveAsNew(values);
    setSaving(false);
    if (done) onDone();
  };
  return (
    <InlineAlert variant="notice" heading={t('form.deleted.title')} level={2} role="alert" className="form-failure">
      <span className="form-failure__text">{t('form.deleted.message')}</span>
      <span className="form-deleted__actions">
        <Button ref={first} variant="primary" isPending={restoring} onPress={() => void restoreAndSave()}>
          {t('form.deleted.restore')}
        </Button>
        <Button variant="secondary" isPending={saving} onPress={() => void saveAsNew()}>
          {t('form.deleted.saveAsNew')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('form.deleted.discard')}
        </Button>
      </span>
    </InlineAlert>
  );
}
