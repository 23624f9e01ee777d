/**
 * What every field widget gets from the form grid. The lazily loaded widgets (rich text, country,
 * upload) take the same props, plus `accept` for uploads, and bind themselves with `useField(name)`.
 */
export interface FieldWidgetProps {
  /** Formik path of the value, e.g. `title` or `options[1].text`. */
  name: string;
  /** Translated label. */
  label: string;
  isReadOnly: boolean;
  /** From the entity's schema: shows the required mark (the schema itself reports a missing value). */
  isRequired?: boolean;
  /** Translated help text. */
  description?: string;
}

export interface UploadWidgetProps extends FieldWidgetProps {
  accept: 'image' | 'audio' | 'video' | 'file';
}
