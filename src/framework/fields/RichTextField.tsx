import { FieldNotes } from './FieldNotes';
import { useField } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messageText } from '../display/messageText';
import { RequiredMark } from '../../ui/kit/Marks';
import type { RichTextFormat, RichTextTheme, RichTextValue, ToolbarPreset } from '../richtext/types';

// Tiptap and ProseMirror come with this field's own chunk (lazyWidgets): screens without a rich
// text field never load them, and the field appears whole, never growing after the form shows.
import RichTextEditor from '../richtext/RichTextEditor';
import './fields.css';

export interface RichTextFieldProps {
  name: string;
  label: string;
  isReadOnly: boolean;
  isRequired?: boolean;
  description?: string;
  /** Toolbar preset; the default toolbar when omitted. */
  toolbar?: ToolbarPreset;
  theme?: RichTextTheme;
  /** How the value is stored: the editor's JSON document (default), HTML or plain text. */
  format?: RichTextFormat;
}

/**
 * A rich text field bound to Formik: the value is the editor's JSON document (RichText scalar),
 * or HTML or plain text when the declaration's `options.format` says so; `options.theme` and
 * `options.preset` choose the toolbar.
 *
 * @example { name: 'bio', widget: RichTextField } → <RichTextField name="bio" label="Bio" isReadOnly={false} />
 */
export default function RichTextField({ name, label, isReadOnly, isRequired = false, description, toolbar, theme, format = 'json' }: RichTextFieldProps) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<RichTextValue>(name);
  const id = useId();
  const error = meta.touched ? messageText(intl, meta.error) : undefined;
  const describedBy = error ? `${id}-error` : description ? `${id}-description` : undefined;

  return (
    <div className="field-stack field-stack--tight">
      {/* The editor is not a control a <label for> can point at; a click on the label focuses it. */}
      <div id={`${id}-label`} className="field-label" onClick={() => document.getElementById(`${id}-editor`)?.focus()}>
        {label}
        {/* As the kit's FieldLabel: the mark is seen, the editor says it is required. */}
        {isRequired && (
          <>
            {' \u200b'}
            <RequiredMark />
          </>
        )}
      </div>
      <RichTextEditor
        id={`${id}-editor`}
        value={field.value}
        onChange={(next) => void helpers.setValue(next)}
        onBlur={() => void helpers.setTouched(true)}
        format={format}
        theme={theme}
        toolbar={toolbar}
        isReadOnly={isReadOnly}
        isInvalid={Boolean(error)}
        isRequired={isRequired}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
      />
      <FieldNotes id={id} description={description} error={error} />
    </div>
  );
}
