import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import type { FieldDef } from '../entity/types';
import { useLabel } from '../entity/labels';
import { FieldCell } from './FieldCell';
import { fieldLabelId } from './fieldNames';
import type { FormValues } from './formValues';
import { demandedFields } from './demandedFields';

interface Props {
  subject: EntitySubject;
  fields: FieldDef[];
  canEdit: (field: FieldDef) => boolean;
  /** Why a field the ability locks is locked (the "Why?" sentence), shown under it; null when no rule refuses it. */
  lockReason?: (field: FieldDef) => string | null;
  isVisibleIn: (values: FormValues) => (field: FieldDef) => boolean;
}

/** Long content reads better across the whole form unless the declaration says otherwise. */
const WIDE_KINDS = new Set<FieldDef['kind']>(['textarea', 'richText', 'custom', 'references', 'tags', 'stringList', 'repeater']);

/**
 * The fields in a two-column grid (one column when the form is narrower than 700 px, so also in
 * the drawer); `wide` fields take a whole row, hidden ones (`visibleWhen`) are left out, and the
 * ones the ability forbids are read-only, with the rule's reason under them when it gives one.
 * The required mark is on what Save demands now.
 */
export function FormGrid({ subject, fields, canEdit, lockReason, isVisibleIn }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const formik = useFormikContext<FormValues>();
  // What Save demands, read from the schema against the values now (a serial makes the episode's number required).
  const required = useMemo(() => demandedFields(subject, fields, formik.values), [subject, fields, formik.values]);
  const readOnly = (field: FieldDef) => field.readOnly === true || !canEdit(field);
  return (
    <div className="form-grid">
      {fields.filter((field) => !field.hidden && isVisibleIn(formik.values)(field)).map((field) => {
        const locked = readOnly(field);
        const lock = locked ? lockReason?.(field) : null;
        return (
          <div
            key={field.name}
            data-field={field.name}
            className={(field.wide ?? WIDE_KINDS.has(field.kind)) ? 'form-grid__cell form-grid__cell--wide' : 'form-grid__cell'}
          >
            <FieldCell
              field={field}
              formik={formik}
              label={label(fieldLabelId(subject, field), field.name)}
              description={lock ?? (field.description ? intl.formatMessage({ id: field.description }) : undefined)}
              isReadOnly={locked}
              // A read-only field asks nothing of the viewer: no mark.
              isRequired={required.has(field.name) && !locked}
            />
          </div>
        );
      })}
    </div>
  );
}
