import { useContext, useEffect, type ContextType } from 'react';
import { ComboBoxStateContext, type Key } from 'react-aria-components';

type ComboState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/** The key of the first option, inside the first section that has one. */
function firstOptionKey(collection: ComboState['collection']): Key | null {
  for (const node of collection) {
    if (node.type === 'item') return node.key;
    if (node.type === 'section') {
      for (const child of collection.getChildren?.(node.key) ?? []) if (child.type === 'item') return child.key;
    }
  }
  return null;
}

/**
 * Inside a react-aria ComboBox: whenever its list is open and no option is highlighted (it has
 * just opened, or the typed text changed and the ComboBox cleared the highlight), highlights the
 * first option, as a command palette does: Enter then runs the top result, and a screen reader
 * reads it (the input's aria-activedescendant). The arrow keys move on from there as usual.
 *
 * @example
 * <ComboBox items={sections}>
 *   <Label>…</Label><Input /><FirstOptionActive /><Popover><ListBox>…</ListBox></Popover>
 * </ComboBox>
 */
export function FirstOptionActive(): null {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  const focusedKey = state?.selectionManager.focusedKey ?? null;
  const collection = state?.collection;
  useEffect(() => {
    if (!state || !isOpen || focusedKey !== null || !collection) return;
    const first = firstOptionKey(collection);
    if (first !== null) state.selectionManager.setFocusedKey(first);
  }, [state, isOpen, focusedKey, collection]);
  return null;
}
