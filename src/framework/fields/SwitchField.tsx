import { Switch } from '../../ui/kit/Switch';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';

/** A flag (active, RTL, featured...). A switch cannot be invalid, so no error is shown. */
export function SwitchField({ name, label, isReadOnly }: FieldWidgetProps) {
  const field = useFormField<boolean | null>(name);
  return (
    <Switch isSelected={field.value === true} onChange={field.setValue} isReadOnly={isReadOnly}>
      {label}
    </Switch>
  );
}
