import { useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { EntityDeclaration } from '../entity/types';
import { useDrawerCloseRequest } from './drawerClose';
import { DeletedRecordAlert } from './DeletedRecordAlert';
import { ErrorSummary } from './ErrorSummary';
import { FormActions } from './FormActions';
import { MergeDialog } from './conflict/MergeDialog';
import { OtherSaveNote } from './conflict/OtherSaveNote';
import { PresenceNote } from './conflict/PresenceNote';
import { useLiveRecord } from './conflict/useLiveRecord';
import { FormGrid } from './FormGrid';
import { FormMetaContext } from '../fields/FormMetaContext';
import { ReadOnlyNote } from './ReadOnlyNote';
import { focusField } from './focusField';
import type { FormValues } from './formValues';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { SaveConfirmDialog } from './saveConfirmation';
import { useProposedNow } from './useProposedNow';
import { useSequenceProposal } from './useSequenceProposal';
import type { EntityFormController, SubmitOutcome } from './useEntityForm';
import { saveWithFieldCommitted, useSaveShortcut } from './useSaveShortcut';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface Props {
  declaration: EntityDeclaration;
  controller: EntityFormController;
  /** Labels the form for assistive technology (the page's h1; a drawer's Dialog labels itself). */
  headingId?: string;
  header?: ReactNode;
  /** A field to focus as the form first shows (the list cell it was opened from). */
  focusOn?: string;
}

/** Everything inside <Formik>: summary, fields, actions and the unsaved-changes guard. */
export function FormBody({ declaration, controller, headingId, header, focusOn }: Props) {
  const { dirty, isSubmitting, submitForm, setValues, values, initialValues, resetForm } = useFormikContext<FormValues>();
  const guard = useUnsavedChangesGuard(dirty && !isSubmitting);
  const root = useRef<HTMLDivElement>(null);
  const { leave, labels, messageValues } = controller;
  const subject = declaration.subject;
  const meta = useMemo(() => ({ labels, messageValues, subject, loaded: initialValues }), [labels, messageValues, subject, initialValues]);
  const { ask } = guard;
  const cancel = useCallback(() => ask(leave), [ask, leave]);
  useDrawerCloseRequest(cancel);
  useProposedNow(declaration.proposeNow);
  useSequenceProposal(declaration, controller.recordId ? 'edit' : 'new');

  const save = async () => {
    // Formik resolves submitForm with what onSubmit returned; an invalid form never gets there.
    const outcome = (await submitForm()) as SubmitOutcome | undefined;
    if (outcome !== 'saved') return;
    guard.release();
    leave();
  };
  const canSave = !controller.readOnlyNote;
  const { conflict } = controller;
  // The merge settled: the form takes the merged values and saves them on top of the other version.
  const saveMerged = (choices: Parameters<typeof conflict.resolve>[0]) => {
    const merged = conflict.resolve(choices);
    if (!merged) return;
    void setValues(merged, false);
    void save();
  };
  useSaveShortcut(() => (canSave && !isSubmitting ? save() : undefined));
  // Once, as the form first shows (its widgets' chunks are in: one Suspense boundary holds it until then).
  useEffect(() => {
    if (focusOn) focusField(root.current, [focusOn]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const other = useLiveRecord({ subject, id: controller.recordId, conflict, dirty, values, resetForm });

  return (
    <FormMetaContext.Provider value={meta}>
      <div ref={root} className="entity-form">
        {header}
        <PresenceNote editors={controller.editors} />
        <OtherSaveNote save={other.save} onReview={other.review} />
        <ErrorSummary subject={declaration.subject} fields={declaration.fields} onFocusField={(path) => focusField(root.current, path)} />
        {controller.readOnlyNote && <ReadOnlyNote messageId={controller.readOnlyNote} />}
        {/* Only a saved record can be deleted under the form; a new form never runs its hooks. */}
        {controller.recordId && (
          <DeletedRecordAlert
            declaration={declaration}
            recordId={controller.recordId}
            onSave={save}
            onSaveAsNew={controller.saveAsNew}
            onDone={() => {
              guard.release();
              leave();
            }}
          />
        )}
        <Form
          aria-labelledby={headingId}
          validationBehavior="aria"
          className="form-body"
          onSubmit={(event) => {
            event.preventDefault();
            // A number typed just before Save is in the form only once its field is left.
            saveWithFieldCommitted(save);
          }}
        >
          <FormGrid subject={declaration.subject} fields={declaration.fields} canEdit={controller.canEdit} lockReason={controller.lockReason} isVisibleIn={controller.isVisibleIn} />
          <FormActions isSaving={isSubmitting} onCancel={cancel} canSave={canSave} />
        </Form>
      </div>
      <UnsavedChangesDialog guard={guard} />
      <SaveConfirmDialog confirmation={controller.confirmation} />
      {/* Mounted only while a merge waits: closed, it would still format and label on every keystroke. */}
      {conflict.pending && (
        <MergeDialog subject={subject} merge={conflict.pending} labels={labels} values={values} onResolve={saveMerged} onCancel={conflict.dismiss} />
      )}
    </FormMetaContext.Provider>
  );
}
