import { Flex, Text } from '@adobe/react-spectrum';
import { useField } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messageText } from '../display/messageText';
import type { RichTextFormat, RichTextTheme, RichTextValue, ToolbarPreset } from '../richtext/types';

// Tiptap and ProseMirror come with this field's own chunk (lazyWidgets): screens without a rich
// text field never load them, and the field appears whole, never growing after the form shows.
import RichTextEditor from '../richtext/RichTextEditor';

const LABEL_STYLE = {
  fontSize: 'var(--spectrum-global-dimension-font-size-75)',
  color: 'var(--spectrum-alias-label-text-color, var(--spectrum-global-color-gray-700))',
  paddingBlockStart: 'var(--spectrum-global-dimension-size-50)',
};

export interface RichTextFieldProps {
  name: string;
  label: string;
  isReadOnly: boolean;
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
export default function RichTextField({ name, label, isReadOnly, description, toolbar, theme, format = 'json' }: RichTextFieldProps) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<RichTextValue>(name);
  const id = useId();
  const error = meta.touched ? messageText(intl, meta.error) : undefined;
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <Flex direction="column" gap="size-50" minWidth={0}>
      {/* The editor is not a control a <label for> can point at; a click on the label focuses it. */}
      <div id={`${id}-label`} style={LABEL_STYLE} onClick={() => document.getElementById(`${id}-editor`)?.focus()}>
        {label}
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
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
      />
      {description && (
        <Text id={`${id}-description`} UNSAFE_style={{ fontSize: 'var(--spectrum-global-dimension-font-size-75)', color: 'var(--spectrum-global-color-gray-700)' }}>
          {description}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} UNSAFE_style={{ fontSize: 'var(--spectrum-global-dimension-font-size-75)', color: 'var(--spectrum-semantic-negative-color-text-small)' }}>
          {error}
        </Text>
      )}
    </Flex>
  );
}
