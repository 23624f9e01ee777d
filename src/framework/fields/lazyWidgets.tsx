import { createElement, lazy, useState, type ComponentType } from 'react';
import type { CountryFieldProps } from './CountryField';
import type { RichTextFieldProps } from './RichTextField';
import type { UploadFieldProps } from './UploadField';

type Module<P> = Promise<{ default: ComponentType<P> }>;

/**
 * A widget in a chunk of its own. Once its chunk is in, a new instance renders the component
 * itself; before, React.lazy, which suspends. React.lazy alone suspends on its first render even
 * when the chunk has arrived, and the form's spinner then stays at least 300 ms more (React holds
 * a revealed boundary back that long after its fallback showed). Each instance keeps the type it
 * started with, so one never remounts (and loses what is typed) when the chunk arrives.
 */
function lazyWidget<P extends object>(load: () => Module<P>) {
  let loaded: ComponentType<P> | null = null;
  let started: Module<P> | null = null;
  const start = () =>
    (started ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function Widget(props: P) {
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Widget, { preload: start });
}

/**
 * The heavy widgets (Tiptap, the country list with its flags, the upload with its previews),
 * each its own chunk loaded the first time a form shows one. Each takes the common widget props
 * (name, label, isReadOnly, description; `accept` for uploads) and binds itself with useField.
 */
export const RichTextField = lazyWidget<RichTextFieldProps>(() => import('./RichTextField'));
export const CountryField = lazyWidget<CountryFieldProps>(() => import('./CountryField'));
export const UploadField = lazyWidget<UploadFieldProps>(() => import('./UploadField'));

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
