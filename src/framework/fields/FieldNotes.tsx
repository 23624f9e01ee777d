/**
 * A field's help text, or its error in its place, under a control the kit's fields do not draw
 * (the upload, the rich-text editor): `<id>-description` and `<id>-error`, for the control's
 * `aria-describedby`.
 *
 * @example <FieldNotes id={id} description={description} error={error} />
 */
export function FieldNotes({ id, description, error }: { id: string; description?: string; error?: string }) {
  if (error) return <span id={`${id}-error`} className="field-help field-help--error">{error}</span>;
  return description ? <span id={`${id}-description`} className="field-help">{description}</span> : null;
}
