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

/**
 * Starts the chunks of the heavy widgets among `fields` (sub-fields of repeaters too). A page
 * form's route waits for them with its own chunks (entityScreens), so the form renders whole in
 * one pass; a drawer's form starts them as it opens and shows once all are there (one Suspense
 * boundary in FormScreen), so nothing on it moves after it appears.
 *
 * @example void preloadWidgets(declaration.fields)
 */
export function preloadWidgets(fields: readonly { kind?: string; fields?: readonly { kind?: string }[] }[]): Promise<unknown> {
  const started: Promise<unknown>[] = [];
  for (const field of fields) {
    const widget = widgets[field.kind ?? ''];
    if (widget) started.push(widget.preload());
    if (field.fields) started.push(preloadWidgets(field.fields));
  }
  return Promise.all(started);
}
