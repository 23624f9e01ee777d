import type { FieldDef } from '../entity/types';
import { DateField } from './DateField';
import { CountryField, RichTextField, UploadField } from './lazyWidgets';
import { MoneyField } from './MoneyField';
import { NumberField } from './NumberField';
import { OrderedReferencesField } from './OrderedReferencesField';
import { RadioField } from './RadioField';
import { RepeaterField } from './RepeaterField';
import { ReferenceField } from './ReferenceField';
import { ReferencesField } from './ReferencesField';
import { SelectField } from './SelectField';
import { StringListField } from './StringListField';
import { SwitchField } from './SwitchField';
import { TagsField } from './TagsField';
import { TextAreaField } from './TextAreaField';
import { SecretField } from './SecretField';
import { TextField } from './TextField';
import { TimecodeField } from './TimecodeField';
import { DurationField } from './DurationField';
import type { FieldWidgetProps } from './types';

interface Props extends Omit<FieldWidgetProps, 'name'> {
  field: FieldDef;
}

/** The widget of a field's kind, bound to the Formik value at `field.name`. */
function Widget({ field, ...common }: Props) {
  const props = { ...common, name: field.name };
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'code':
      return field.writeOnly ? <SecretField {...props} /> : <TextField {...props} kind={field.kind} />;
    case 'textarea':
      return <TextAreaField {...props} />;
    case 'number':
      return <NumberField {...props} min={field.min} max={field.max} />;
    case 'money':
      return <MoneyField {...props} currencyField={field.currencyField} />;
    case 'switch':
      return <SwitchField {...props} />;
    case 'radio':
      return <RadioField {...props} enumName={field.enumName} choices={field.choices} />;
    case 'select':
      return <SelectField {...props} enumName={field.enumName} choices={field.choices} />;
    case 'reference':
      return <ReferenceField {...props} entity={field.entity} filterBy={field.filterBy} />;
    case 'references':
      return field.ordered ? <OrderedReferencesField {...props} entity={field.entity} /> : <ReferencesField {...props} entity={field.entity} />;
    case 'date':
    case 'datetime':
      return <DateField {...props} withTime={field.kind === 'datetime'} />;
    case 'tags':
      return <TagsField {...props} />;
    case 'stringList':
      return <StringListField {...props} minItems={field.minItems} />;
    case 'timecode':
      return <TimecodeField {...props} />;
    case 'duration':
      return <DurationField {...props} />;
    case 'repeater':
      return (
        <RepeaterField
          {...props}
          fields={field.fields}
          newItem={field.newItem}
          // Each sub-field gets the widget of its kind; it is read-only when the list is.
          renderField={(sub) => <Widget field={sub.field} label={sub.label} description={sub.description} isRequired={sub.isRequired} isReadOnly={common.isReadOnly} />}
        />
      );
    case 'country':
      return <CountryField {...props} />;
    case 'upload':
      return <UploadField {...props} accept={field.accept} preview={field.preview} link={field.link} />;
    case 'richText':
      return <RichTextField {...props} format={field.options?.format} theme={field.options?.theme} toolbar={field.options?.preset} />;
    case 'custom':
      return <field.component name={field.name} label={props.label} isReadOnly={props.isReadOnly} isRequired={props.isRequired} />;
  }
}

/**
 * Maps a FieldDef to its widget. A heavy widget (lazyWidgets) suspends while its chunk loads; the
 * screen holding the fields gives the one Suspense boundary, so a form appears whole and nothing
 * on it moves afterwards (a press aimed at Save lands on Save).
 */
export function FieldRenderer(props: Props) {
  return <Widget {...props} />;
}
