import { lazyComponent } from '../../ui/lazyComponent';
import type { CountryFieldProps } from './CountryField';
import type { RichTextFieldProps } from './RichTextField';
import type { UploadFieldProps } from './UploadField';

/**
 * The heavy widgets (Tiptap, the country list with its flags, the upload with its previews),
 * each its own chunk loaded the first time a form shows one. Each takes the common widget props
 * (name, label, isReadOnly, description; `accept` for uploads) and binds itself with useField.
 */
export const RichTextField = lazyComponent<RichTextFieldProps>(() => import('./RichTextField'));
export const CountryField = lazyComponent<CountryFieldProps>(() => import('./CountryField'));
export const UploadField = lazyComponent<UploadFieldProps>(() => import('./UploadField'));

const widgets: Record<string, { preload: () => Promise<unknown> }> = { richText: RichTextField, country: CountryField, upload: UploadField };

/** A field as far as preloading reads it: its kind, a custom field's component, a repeater's sub-fields. */
interface WidgetField {
  kind?: string;
  component?: unknown;
  fields?: readonly WidgetField[];
}

/** The component when it can start its chunk (a `lazyComponent`). */
const preloadable = (component: unknown) =>
  typeof component === 'function' && 'preload' in component && typeof component.preload === 'function' ? (component as { preload: () => Promise<unknown> }) : undefined;

/**
 * Starts the chunks of the heavy widgets among `fields` (sub-fields of repeaters too), and of an
 * entity's own fields declared with `lazyComponent`. A page
 * form's route waits for them with its own chunks (entityScreens), so the form renders whole in
 * one pass; a drawer's form starts them as it opens and shows once all are there (one Suspense
 * boundary in FormScreen), so nothing on it moves after it appears.
 *
 * @example void preloadWidgets(declaration.fields)
 */
export function preloadWidgets(fields: readonly WidgetField[]): Promise<unknown> {
  const started: Promise<unknown>[] = [];
  for (const field of fields) {
    // An entity's own field (a custom kind) is lazy too when its declaration says so.
    const widget = widgets[field.kind ?? ''] ?? (field.kind === 'custom' ? preloadable(field.component) : undefined);
    if (widget) started.push(widget.preload());
    if (field.fields) started.push(preloadWidgets(field.fields));
  }
  return Promise.all(started);
}
