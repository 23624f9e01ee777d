import { useContext, useEffect } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/**
 * Inside a react-aria ComboBox: when what was typed leaves exactly one option in the open list
 * and none is highlighted, highlights it, so Enter (or Tab) picks it. Without it Enter found no
 * highlighted option and reset the field: «انگ» with only English offered left the field empty.
 * Only the only one: with several matches nothing is picked unasked (Tab through a form must not
 * choose the first row), and the arrows still highlight any of them. `waiting`: the options are
 * still the last search's, not this text's.
 */
export function OnlyOptionActive({ waiting = false }: { waiting?: boolean }): null {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  const focusedKey = state?.selectionManager.focusedKey ?? null;
  const collection = state?.collection;
  const typed = (state?.inputValue ?? '').trim() !== '';
  useEffect(() => {
    if (!state || !collection || !isOpen || waiting || !typed || focusedKey !== null) return;
    const items = [...collection].filter((node) => node.type === 'item');
    if (items.length === 1) state.selectionManager.setFocusedKey(items[0].key);
  }, [state, collection, isOpen, waiting, typed, focusedKey]);
  return null;
}
