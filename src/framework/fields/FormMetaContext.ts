import { createContext, useContext } from 'react';
import type { EntitySubject } from '../../ability/subjects';
import { ReferenceLabels } from './referenceLabels';

/** What field widgets need from the form around them beyond their Formik value. */
export interface FormMeta {
  labels: ReferenceLabels;
  /** Values a message id interpolates for a field (`{ max: 200 }`), from the server or the schema. */
  messageValues: (path: string[], message: string) => Record<string, unknown>;
  /** The form's entity, for labels and required marks of the fields inside a repeater's items. */
  subject?: EntitySubject;
  /**
   * The values the entity form started from (the record as loaded, or a new one's defaults), which
   * a field's `choices` depend on; absent outside an entity form (a bulk edit offers every value).
   */
  loaded?: Record<string, unknown>;
}

/** Outside a FormScreen (a widget in a page's own Formik form) there is no schema to ask. */
const standalone: FormMeta = { labels: new ReferenceLabels(), messageValues: () => ({}) };

export const FormMetaContext = createContext<FormMeta>(standalone);

export const useFormMeta = (): FormMeta => useContext(FormMetaContext);
