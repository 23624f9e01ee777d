import { useMemo } from 'react';
import type { FieldDef } from '../../entity/types';
import { useReferenceSearch } from '../../fields/useReferenceSearch';
import type { CellEditorProps } from './cellEditorProps';
import { ComboCellEditor } from './ComboCellEditor';
import { readTyped } from './readTyped';

/**
 * A reference cell (a user's plan, a quiz's media): the rows the form's reference field offers,
 * found by the same search (`useReferenceSearch`: the entity's list query, one request per pause in
 * typing), named as the form names them. The value committed is the row's id.
 */
export default function ReferenceCellEditor(props: CellEditorProps) {
  const { entity } = props.field as Extract<FieldDef, { kind: 'reference' }>;
  const useOptions = (text: string) => {
    const { options, loading } = useReferenceSearch(entity, text, true);
    return { options: useMemo(() => options.map((option) => ({ key: option.id, label: option.label })), [options]), loading };
  };
  return (
    <ComboCellEditor
      {...props}
      useOptions={useOptions}
      readText={(text, options) => readTyped('reference', text, { ...props.readOptions, references: options.map((option) => ({ id: option.key, label: option.label })) })}
    />
  );
}
