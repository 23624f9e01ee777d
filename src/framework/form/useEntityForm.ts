import { useApolloClient, useQuery } from '@apollo/client/react';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { fieldMessageValues, problemsToFormikErrors, validateInput } from '../../validation';
import { useReferenceSources } from '../entity/references';
import type { EntityDeclaration, FieldDef } from '../entity/types';
import { createInput, updateInput } from './buildInput';
import { rootOf } from '../entity/documents';
import { entityFormValues, newFormValues, type FormValues } from './formValues';
import { ReferenceLabels } from '../fields/referenceLabels';
import { presetValues } from './presets';
import { useRouteSegment } from '../entity/entityRoute';
import { entityPaths } from '../../paths';
import { returnPath } from './returnTo';
import { useSaveConfirmation } from './saveConfirmation';
import { saveEntity } from './saveEntity';
import type { SaveStatus } from './saveFailure';
import { schemaDefaults } from './schemaInfo';
import { ServerProblems } from './serverProblems';
import { useFieldAccess, useLockReasons } from './useFieldAccess';
import { useConflict } from './conflict/useConflict';
import { useSavedToast } from './useSavedToast';
import { usePresence } from './conflict/usePresence';

export interface EntityFormOptions {
  declaration: EntityDeclaration;
  mode: 'new' | 'edit';
  id?: string;
  /** Called instead of navigating back to the list (the drawer closes itself). */
  onDone?: () => void;
}

/** What the submit handler reports, so the screen knows whether to leave. */
export type SubmitOutcome = 'saved' | 'invalid' | 'failed' | 'conflict' | 'cancelled';

/** A field shows unless `visibleWhen` hides it; a read-only one (computed by the server) has nothing to show on a new form. */
const visibilityIn = (mode: 'new' | 'edit') => (values: FormValues) => (field: FieldDef) =>
  !(mode === 'new' && field.readOnly) && (field.visibleWhen?.(values) ?? true);

/**
 * The headless controller of the generic form screen: loads the entity (edit), builds the
 * initial values, validates with the entity's shared schema plus the server's last answer,
 * saves only what the viewer may send, and says where to go afterwards.
 *
 * @example const form = useEntityForm({ declaration: languages, mode: 'edit', id });
 * <Formik initialValues={form.initialValues} validate={form.validate} onSubmit={form.submit}>…
 */
export function useEntityForm({ declaration, mode, id, onDone }: EntityFormOptions) {
  // The way back to `/{segment}/manage`, from the route (EntityRouteProvider).
  const segment = useRouteSegment();
  const { subject, fields, operations } = declaration;
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const sources = useReferenceSources();
  // Rows are named in the language on screen (a language as "فارسی" in fa, "Persian" in en).
  const { locale } = useIntl();
  const [labels] = useState(() => new ReferenceLabels(sources, locale));
  const [server] = useState(() => new ServerProblems());
  const query = useQuery(operations.get, { variables: { id }, skip: mode !== 'edit' || !id });
  const entity = mode === 'edit' ? rootOf(operations.get, query.data) : null;
  const access = useFieldAccess(subject, mode, entity);
  const lockReason = useLockReasons(subject, mode, entity);
  // A record the declaration locks (an issued invoice) keeps every field read-only, whatever the ability says.
  const locked = !!entity && !!declaration.readOnlyWhen?.(entity as never);
  const canEdit = useCallback((field: FieldDef) => !locked && access(field), [locked, access]);
  const readOnlyNote = locked
    ? (declaration.readOnlyNote ?? 'records.readOnly.noPermission')
    : mode === 'edit' && entity && !fields.some((field) => access(field))
      ? 'records.readOnly.noPermission'
      : null;
  const isVisibleIn = useMemo(() => visibilityIn(mode), [mode]);

  // A new form opened from a link (`/media/new?serialId=…`) starts with the declared presets.
  const presets = mode === 'new' ? presetValues(declaration.presetFromQuery, location.search) : null;
  const presetKey = JSON.stringify(presets);
  const initialValues = useMemo(
    () => (entity ? entityFormValues(fields, entity, labels) : newFormValues(fields, schemaDefaults(subject), { ...declaration.defaults, ...declaration.newDefaults?.(new Date()), ...presets })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entity, fields, labels, subject, declaration.defaults, presetKey],
  );

  // Saves carry the version the form loaded; a stale one opens the merge view (conflict/).
  const conflict = useConflict({ client, operations, fields, id, entity, initialValues, labels, canEdit });
  const editors = usePresence(subject, mode === 'edit' ? id : undefined);
  // A save that cannot be taken back (declaration `confirmSave`) waits for a yes.
  const confirmation = useSaveConfirmation(declaration.confirmSave);
  const created = useRef<string | null>(null);
  const savedToast = useSavedToast(declaration, segment);

  const validate = useCallback(
    async (values: FormValues): Promise<FormikErrors<FormValues>> => {
      // A hidden field (plan while the audience is ALL) cannot be fixed, so it cannot block a save.
      const hidden = new Set(fields.filter((field) => !isVisibleIn(values)(field)).map((field) => field.name));
      const problems = (await validateInput(subject, values)).filter((problem) => !hidden.has(problem.path[0]));
      return problemsToFormikErrors([...problems, ...server.current(values)]) as FormikErrors<FormValues>;
    },
    [fields, subject, server, isVisibleIn],
  );

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>): Promise<SubmitOutcome> => {
    if (!(await confirmation.confirm(values, initialValues))) return 'cancelled';
    const isVisible = isVisibleIn(values);
    const input =
      mode === 'new' ? createInput({ fields, values, isVisible }) : updateInput({ fields, values, isVisible, initial: conflict.base()?.values ?? initialValues, canUpdate: canEdit });
    const result = mode === 'edit' && Object.keys(input).length === 0 ? ({ outcome: 'saved' } as const) : await saveEntity({ client, operations, mode, id, input, expectedUpdatedAt: conflict.base()?.version });
    if (result.outcome === 'conflict') {
      // Someone saved meanwhile: the merge view opens with the record as saved now; nothing typed is lost.
      if (await conflict.open(values, result.updatedBy)) return 'conflict';
      toast.error('conflict.stale');
      return 'failed';
    }
    if (result.outcome === 'deleted') {
      helpers.setStatus({ lastSave: 'deleted' } satisfies SaveStatus);
      return 'failed';
    }
    if (result.outcome === 'failed') {
      // Formik keeps every value: nothing typed is lost. The alert by the buttons says what
      // happened and, when trying again can help, offers Retry (SaveFailureAlert).
      helpers.setStatus({ lastSave: 'failed', failure: result.failure } satisfies SaveStatus);
      return 'failed';
    }
    if (result.outcome === 'invalid') {
      server.set(result.problems, values);
      helpers.setErrors(problemsToFormikErrors(result.problems) as FormikErrors<FormValues>);
      helpers.setStatus({ lastSave: 'invalid', problems: result.problems });
      toast.error('validation.checkInput');
      return 'invalid';
    }
    savedToast('id' in result ? (result.id ?? id) : id, 'row' in result ? result.row : undefined);
    if (mode === 'new' && 'id' in result) created.current = result.id ?? null;
    return 'saved';
  };

  /** The record was deleted meanwhile: what the form holds becomes a new record. */
  const saveAsNew = async (values: FormValues): Promise<boolean> => {
    const result = await saveEntity({ client, operations, mode: 'new', input: createInput({ fields, values, isVisible: isVisibleIn(values) }) });
    if (result.outcome !== 'saved') {
      toast.error(result.outcome === 'invalid' ? 'validation.checkInput' : 'errors.generic');
      return false;
    }
    savedToast(result.id, result.row);
    return true;
  };

  const leave = useCallback(() => {
    if (onDone) return onDone();
    // A new record whose next steps are on its edit screen (declaration `afterCreate`) goes there,
    // in the new form's place in the history, still knowing where it came from.
    if (created.current && declaration.afterCreate === 'edit') return navigate(entityPaths.edit(segment, created.current), { replace: true, state: location.state });
    navigate(returnPath(segment, location));
  }, [onDone, navigate, segment, location, declaration.afterCreate]);

  const messageValues = useCallback(
    (path: string[], message: string) => server.valuesFor(path, message) ?? fieldMessageValues(subject, path, message),
    [server, subject],
  );

  const state = mode === 'new' ? 'ready' : query.error ? 'error' : entity ? 'ready' : query.loading ? 'loading' : 'notFound';
  return { state, error: query.error, retry: () => void query.refetch(), recordId: mode === 'edit' ? id : undefined, entity, initialValues, validate, submit, leave, canEdit, lockReason, saveAsNew, readOnlyNote, isVisibleIn, labels, messageValues, conflict, editors, confirmation } as const;
}

export type EntityFormController = ReturnType<typeof useEntityForm>;
