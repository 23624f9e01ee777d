import { Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { asSubject } from '../../../ability/ability';
import { useAppAbility } from '../../../ability/useAppAbility';
import { Button } from '../../../ui/kit/Button';
import { Checkbox } from '../../../ui/kit/Checkbox';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../../ui/kit/Dialog';
import { toast } from '../../../ui/toast';
import { useRowTitle } from '../../entity/references';
import type { EntityDeclaration, FieldDef } from '../../entity/types';
import { FieldRenderer } from '../../fields/FieldRenderer';
import { fieldLabelId, permissionFieldOf } from '../../form/fieldNames';
import { useLabel } from '../../entity/labels';
import { showMutationError } from '../deleteFeedback';
import type { AnyRow } from '../listDocument';
import { BulkEditReport } from './BulkEditReport';
import { bulkEditableFields, startValue } from './bulkFields';
import { useBulkUpdate, type BulkRowResult } from './useBulkUpdate';
import './bulkEdit.css';

export interface BulkEditDialogProps {
  declaration: EntityDeclaration;
  rows: AnyRow[];
  /** After saving: the ids the server refused, to stay selected. */
  onDone: (refusedIds: string[]) => void;
  close: () => void;
}

type Values = Record<string, unknown>;

/** One field: "Change <label>" and its widget; a changed value ticks the box, unticking restores the value. */
function BulkField({ field, label, changed, setChanged, start }: { field: FieldDef; label: string; changed: boolean; setChanged: (on: boolean) => void; start: unknown }) {
  const intl = useIntl();
  const { setFieldValue } = useFormikContext<Values>();
  return (
    <div className={`bulk-field${changed ? ' bulk-field--on' : ''}`}>
      <Checkbox
        isSelected={changed}
        onChange={(on) => {
          setChanged(on);
          if (!on) void setFieldValue(field.name, start);
        }}
      >
        {intl.formatMessage({ id: 'bulkEdit.change' }, { field: label })}
      </Checkbox>
      <FieldRenderer field={field} label={label} isReadOnly={false} />
    </div>
  );
}

/** The fields to change: those ticked and those whose value moved from where it started. */
function changedNames(ticked: ReadonlySet<string>, values: Values, start: Values): Set<string> {
  return new Set([...ticked, ...Object.keys(start).filter((name) => JSON.stringify(values[name] ?? null) !== JSON.stringify(start[name] ?? null))]);
}

/**
 * "Edit selected": the fields every selected row lets the viewer change (the rules' conditions
 * checked on each row), each with a box saying it changes; untouched fields stay as they are on
 * every row. The server checks each row again and answers each; the report names the refused ones.
 */
export default function BulkEditDialog({ declaration, rows, onDone, close }: BulkEditDialogProps) {
  const intl = useIntl();
  const label = useLabel();
  const ability = useAppAbility();
  const titleOf = useRowTitle(declaration);
  const update = useBulkUpdate(declaration);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<BulkRowResult[] | null>(null);
  const fields = useMemo(
    () => bulkEditableFields(declaration).filter((field) => rows.every((row) => ability.can('update', asSubject(declaration.subject, row), permissionFieldOf(field)))),
    // The ability instance never changes; its rules do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [declaration, rows, ability, ability.rules],
  );
  const start = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, startValue(field, declaration)])), [fields, declaration]);
  const toggle = (name: string, on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  const titles = useMemo(() => new Map(rows.map((row) => [row.id, titleOf(row)])), [rows, titleOf]);

  const submit = async (values: Values) => {
    const input = Object.fromEntries([...changedNames(ticked, values, start)].map((name) => [name, values[name] ?? null]));
    try {
      const answered = await update(rows.map((row) => row.id), input);
      const refused = answered.filter((result) => !result.ok).map((result) => result.id);
      if (answered.length > refused.length) toast.success('bulkEdit.toast.saved', { count: answered.length - refused.length });
      onDone(refused);
      setResults(answered);
    } catch (error) {
      showMutationError(intl, error);
    }
  };

  return (
    <Dialog size="L">
      <DialogHeading>{intl.formatMessage({ id: 'bulkEdit.title' }, { count: rows.length })}</DialogHeading>
      <Formik initialValues={start} onSubmit={submit}>
        {(form) => {
          const changed = changedNames(ticked, form.values, start);
          return (
            <>
              <DialogContent>
                {results ? (
                  <BulkEditReport results={results} titleOf={(id) => titles.get(id) ?? id} />
                ) : fields.length === 0 ? (
                  <span>{intl.formatMessage({ id: 'bulkEdit.noFields' })}</span>
                ) : (
                  <form
                    className="bulk-form"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void form.submitForm();
                    }}
                  >
                    <span>{intl.formatMessage({ id: 'bulkEdit.intro' })}</span>
                    {fields.map((field) => (
                      <BulkField
                        key={field.name}
                        field={field}
                        label={label(fieldLabelId(declaration.subject, field), field.name)}
                        changed={changed.has(field.name)}
                        setChanged={(on) => toggle(field.name, on)}
                        start={start[field.name]}
                      />
                    ))}
                  </form>
                )}
              </DialogContent>
              <DialogFooter>
                {results ? (
                  <Button variant="accent" onPress={close} autoFocus>
                    {intl.formatMessage({ id: 'common.actions.close' })}
                  </Button>
                ) : (
                  <>
                    <Button variant="secondary" onPress={close}>
                      {intl.formatMessage({ id: 'common.actions.cancel' })}
                    </Button>
                    <Button variant="accent" onPress={() => void form.submitForm()} isPending={form.isSubmitting} isDisabled={changed.size === 0}>
                      {intl.formatMessage({ id: 'bulkEdit.apply' }, { count: rows.length })}
                    </Button>
                  </>
                )}
              </DialogFooter>
            </>
          );
        }}
      </Formik>
    </Dialog>
  );
}
