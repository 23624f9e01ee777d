import { lazy } from 'react';

/**
 * The heavy widgets (Tiptap, the country list with its flags, the upload with its previews),
 * each its own chunk loaded the first time a form shows one. Each takes the common widget props
 * (name, label, isReadOnly, description; `accept` for uploads) and binds itself with useField.
 */
export const RichTextField = lazy(() => import('./RichTextField'));
export const CountryField = lazy(() => import('./CountryField'));
export const UploadField = lazy(() => import('./UploadField'));
