import { lazy } from 'react';

/** The chunk of each heavy widget kind, loaded once (a repeat call returns the same module). */
const chunks = {
  richText: () => import('./RichTextField'),
  country: () => import('./CountryField'),
  upload: () => import('./UploadField'),
} as const;

/**
 * The heavy widgets (Tiptap, the country list with its flags, the upload with its previews),
 * each its own chunk loaded the first time a form shows one. Each takes the common widget props
 * (name, label, isReadOnly, description; `accept` for uploads) and binds itself with useField.
 */
export const RichTextField = lazy(chunks.richText);
export const CountryField = lazy(chunks.country);
export const UploadField = lazy(chunks.upload);

/**
 * Starts the chunks of the heavy widgets among `fields` (sub-fields of repeaters too), so they
 * download beside the record instead of after it. The form shows once all are there (one
 * Suspense boundary in FormScreen), so nothing on it moves after it appears.
 *
 * @example void preloadWidgets(declaration.fields)
 */
export function preloadWidgets(fields: readonly { kind?: string; fields?: readonly { kind?: string }[] }[]): Promise<unknown> {
  const started: Promise<unknown>[] = [];
  for (const field of fields) {
    const chunk = chunks[field.kind as keyof typeof chunks];
    if (chunk) started.push(chunk());
    if (field.fields) started.push(preloadWidgets(field.fields));
  }
  return Promise.all(started);
}
