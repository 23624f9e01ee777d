import { useId, useLayoutEffect, useRef, useState } from 'react';
import { lazyComponent } from '../lazyComponent';
import type { ComboBoxProps } from './ComboBox';
import { ChevronMark } from './Marks';
import './field.css';

/** The kit's ComboBox (react-aria's combobox, listbox and popover), a chunk of its own. */
const RealComboBox = lazyComponent(() => import('./ComboBox').then((module) => ((loaded = true), { default: module.ComboBox })));
/** Loaded once (another list's filter): every ComboBox after is the real one from its first paint. */
let loaded = false;

/** What the stand-in hands the ComboBox when it takes over: the focus, and what was typed in it with the caret. */
interface Carried {
  text: string | undefined;
  focused: boolean;
  selection: [number, number] | null;
}

/**
 * A list filter's ComboBox for a screen's first paint (issue 31): until the first intent to use it
 * (the pointer over it, or the focus), a plain input drawn as the ComboBox's compact control, so a
 * list carries none of react-aria's combobox code before then. On that intent its chunk starts
 * (and `onActive` runs, so a search can start as before); once in, the ComboBox takes the stand-in's
 * place with what was typed, the focus and the caret, and opens as a focused ComboBox does.
 * For a list's filters only (no form field: forms load the ComboBox with their own chunk).
 *
 * @example <LazyComboBox label={label} options={items} selectedKey={value} onChange={pick} width="240px" />
 */
export function LazyComboBox(props: ComboBoxProps) {
  const { label, options, selectedKey, width, dir, onActive } = props;
  const [ready, setReady] = useState(loaded);
  const shownName = options.find((option) => option.key === selectedKey)?.label ?? '';
  const [text, setText] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried | null>(null);
  const started = useRef(false);
  const id = useId();

  const want = () => {
    if (started.current) return;
    started.current = true;
    onActive?.();
    void RealComboBox.preload().then(() => {
      const input = box.current?.querySelector('input');
      const typed = input && input.value !== shownName ? input.value : undefined;
      const focused = Boolean(input && input === document.activeElement);
      carried.current = { text: typed, focused, selection: input && input.selectionStart !== null ? [input.selectionStart, input.selectionEnd ?? input.selectionStart] : null };
      setReady(true);
    });
  };
  // The ComboBox in place: it takes the focus the stand-in had (opening as a focused ComboBox
  // does), then what was typed as one input, so it narrows its options (or searches) for it.
  useLayoutEffect(() => {
    const { current } = carried;
    if (!ready || !current) return;
    carried.current = null;
    const input = box.current?.querySelector('input');
    if (!input || !current.focused) return;
    input.focus();
    const { text, selection } = current;
    if (text === undefined) return;
    // One task later: the ComboBox builds its options in the commit after its first, and does
    // not open on what is typed while it has none (the chunk can arrive after the typing).
    setTimeout(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      if (selection) input.setSelectionRange(...selection);
    });
  });

  return (
    <div ref={box} style={{ display: 'contents' }}>
      {ready ? (
        <RealComboBox {...props} />
      ) : (
        <div className="light-field" style={{ inlineSize: width }} onPointerEnter={want}>
          <label className="light-field__label" htmlFor={id}>{label}</label>
          <div className="light-field__box">
            <input
              id={id}
              className="light-field__input"
              role="combobox"
              aria-expanded="false"
              aria-autocomplete="list"
              autoComplete="off"
              dir={dir}
              value={text ?? shownName}
              onChange={(event) => setText(event.target.value)}
              onFocus={want}
            />
            <span className="light-field__button" aria-hidden>
              <ChevronMark />
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
