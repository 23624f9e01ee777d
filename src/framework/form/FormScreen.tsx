import { Formik } from 'formik';
import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { classifyFailure, LOAD_FAILURE_TITLES } from '../../ui/failure';
import { Button } from '../../ui/kit/Button';
import { Flex } from '../../ui/kit/Layout';
import { ProgressCircle } from '../../ui/kit/Progress';
import type { EntityDeclaration } from '../entity/types';
import { preloadWidgets } from '../fields/lazyWidgets';
import { useDrawerReadOnly } from './drawerClose';
import { FormBody } from './FormBody';
import { HistoryPanel } from './history/HistoryPanel';
import { NavigationRequired } from './NavigationRequired';
import { useEditBreadcrumb } from './useEditBreadcrumb';
import { useEntityForm } from './useEntityForm';
import { useFormTitle } from './useFormTitle';
import './form.css';

export interface FormScreenProps {
  declaration: EntityDeclaration;
  mode: 'new' | 'edit';
  /** The entity to edit (mode 'edit'). */
  id?: string;
  /** 'page' (default) for `/{segment}/new|edit/:id`; 'drawer' inside EntityDrawer, which gives the heading. */
  variant?: 'page' | 'drawer';
  /** Called after a save or a confirmed cancel instead of navigating back to the list. */
  onDone?: () => void;
  /** A field to focus (and scroll to) once the form shows: the list cell it was opened from. */
  focusField?: string;
}

/**
 * The generic new/edit screen of any entity declaration: a Formik form validated by the
 * entity's shared schema, with the issues summary, per-field errors, read-only fields where the
 * ability forbids changes, and an unsaved-changes guard. After saving it returns to its route's
 * list (the segment from EntityRouteProvider, e.g. `/langs/manage`).
 *
 * @example <FormScreen declaration={languages} mode="edit" id={params.id} />
 */
export function FormScreen({ declaration, mode, id, variant = 'page', onDone, focusField }: FormScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  // The heavy widgets' chunks download beside the record, not after it.
  useMemo(() => void preloadWidgets(declaration.fields), [declaration]);
  const controller = useEntityForm({ declaration, mode, id, onDone });
  // Restoring an earlier version from the history starts the form again from the saved values.
  const [version, setVersion] = useState(0);
  const title = useFormTitle(declaration.subject, mode, !!controller.readOnlyNote);
  useDrawerReadOnly(!!controller.readOnlyNote);
  useEditBreadcrumb(declaration, { entity: controller.entity, values: controller.initialValues, labels: controller.labels, title }, variant === 'page');
  const header = variant === 'page' ? <h1 id={headingId} className="page-title">{title}</h1> : null;

  const location = useLocation();
  const required = declaration.requiresQuery;
  const missingQuery = mode === 'new' && required && !new URLSearchParams(location.search).get(required.param);

  const loading = (
    <Flex justifyContent="center" marginY="size-600">
      <ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Flex>
  );
  let content;
  if (missingQuery) {
    content = <NavigationRequired declaration={declaration} />;
  } else if (controller.state === 'loading') {
    content = loading;
  } else if (controller.state !== 'ready') {
    content = (
      <Flex direction="column" gap="size-200" alignItems="start" marginY="size-300">
        <span>{intl.formatMessage({ id: controller.state === 'error' ? LOAD_FAILURE_TITLES[classifyFailure(controller.error)] : 'form.notFound' })}</span>
        <Flex gap="size-100">
          {controller.state === 'error' && <Button variant="primary" onPress={controller.retry}>{intl.formatMessage({ id: 'common.actions.retry' })}</Button>}
          <Button variant="secondary" onPress={controller.leave}>{intl.formatMessage({ id: 'common.actions.back' })}</Button>
        </Flex>
      </Flex>
    );
  } else {
    content = (
      <Formik key={version} initialValues={controller.initialValues} validate={controller.validate} onSubmit={controller.submit}>
        <FormBody declaration={declaration} controller={controller} headingId={variant === 'page' ? headingId : undefined} focusOn={focusField} />
      </Formik>
    );
  }

  const panels = mode === 'edit' && id && controller.state === 'ready' && controller.entity
    ? [
        ...(declaration.editPanels ?? []).map((Panel, index) => <Panel key={index} id={id} entity={controller.entity as Record<string, unknown>} />),
        <HistoryPanel
          key="history"
          declaration={declaration}
          id={id}
          canRestore={!controller.readOnlyNote}
          onReverted={() => setVersion((value) => value + 1)}
        />,
      ]
    : null;
  // One boundary for the form and the panels under it: they show once every widget's chunk is
  // there, whole, so nothing moves under the pointer after the form appears.
  const card = (body: ReactNode) => (
    <section className="card form-screen" aria-labelledby={headingId}>
      {header}
      {body}
    </section>
  );
  if (variant === 'drawer') return <Suspense fallback={loading}>{content}{panels}</Suspense>;
  return (
    <Suspense fallback={card(loading)}>
      {card(content)}
      {panels}
    </Suspense>
  );
}
