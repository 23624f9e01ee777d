import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent } from 'react';
import { lazyComponent } from '../lazyComponent';
import { ChevronMark } from './Marks';
import type { PickerProps } from './Picker';
import './field.css';

/** The kit's Picker (react-aria's select, listbox and popover), a chunk of its own. */
const RealPicker = lazyComponent(() => import('./Picker').then((module) => ((loaded = true), { default: module.Picker })));
/** Loaded once (another list's page size): every Picker after is the real one from its first paint. */
let loaded = false;

/** The longest the replay waits for the Select's options, in ms. */
const REPLAY_WAIT_MS = 3000;

/** Whether the Select in `box` has built its options (its hidden native select holds one per option, after an empty one). */
const hasOptions = (box: HTMLElement | null) => (box?.querySelectorAll('select option').length ?? 0) > 1;

/** What reached the stand-in before the Picker was in: the focus, the keys pressed on it, a press. */
interface Carried {
  focused: boolean;
  keys: string[];
  pressed: boolean;
}

/**
 * A list's Picker (page size, a yes/no or enum filter) for a screen's first paint (issue 31):
 * until the first intent to use it (the pointer over it, or the focus), a plain button drawn and
 * named as the Picker's (its value, then its label), so a list carries none of react-aria's
 * select, listbox and overlay code before then. On that intent its chunk starts; once in, the
 * Picker takes the stand-in's place with the focus, and the keys pressed meanwhile (a letter picks
 * by typing, the arrows, Enter and Space open) or a press are replayed on it.
 * A picker whose value is none of its options, or with help, an error or an asterisk, is the Picker at once.
 *
 * @example <LazyPicker label={label} options={sizes} selectedKey={key} onChange={pick} labelPosition="side" />
 */
export function LazyPicker(props: PickerProps) {
  const { label, options, selectedKey, width, labelPosition = 'top' } = props;
  const chosen = options.find((option) => option.key === selectedKey);
  const plain = chosen && !props.hideLabel && !props.isRequired && !props.description && !props.errorMessage;
  const [ready, setReady] = useState(loaded || !plain);
  const box = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried>({ focused: false, keys: [], pressed: false });
  const started = useRef(false);
  const labelId = useId();
  const valueId = useId();

  const want = () => {
    if (started.current) return;
    started.current = true;
    void RealPicker.preload().then(() => {
      carried.current.focused = Boolean(box.current?.querySelector('button') === document.activeElement);
      setReady(true);
    });
  };
  const keep = (event: ReactKeyboardEvent) => {
    if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    want();
    carried.current.keys.push(event.key);
  };
  const press = (event: PointerEvent) => {
    if (event.button !== 0) return;
    want();
    carried.current.pressed = true;
  };
  // The Picker in place: it takes the focus the stand-in had, then what was pressed on it.
  useLayoutEffect(() => {
    if (!ready || !started.current) return;
    started.current = false;
    const { focused, keys, pressed } = carried.current;
    const button = box.current?.querySelector('button');
    if (!button) return;
    if (focused) button.focus();
    if (keys.length === 0 && !pressed) return;
    const replay = () => {
      for (const key of keys) {
        button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        button.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
      }
      if (pressed && keys.length === 0) button.click();
    };
    // The Select builds its options in a commit after its first and opens on nothing while it has
    // none, and a busy page may take several tasks to get there: replay once its options are in
    // (its hidden native select lists them), or after a while in any case.
    const since = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const whenBuilt = () => {
      if (hasOptions(box.current) || performance.now() - since > REPLAY_WAIT_MS) replay();
      else timer = setTimeout(whenBuilt, 16);
    };
    timer = setTimeout(whenBuilt);
    return () => clearTimeout(timer);
  }, [ready]);

  return (
    <div ref={box} style={{ display: 'contents' }}>
      {ready ? (
        <RealPicker {...props} />
      ) : (
        <div className={labelPosition === 'side' ? 'light-field light-field--side' : 'light-field'} style={{ inlineSize: width }} onPointerEnter={want}>
          <span className="light-field__label" id={labelId}>{label}</span>
          <button
            type="button"
            className="light-field__box light-field__trigger"
            aria-labelledby={`${valueId} ${labelId}`}
            aria-haspopup="listbox"
            aria-expanded="false"
            onFocus={want}
            onKeyDown={keep}
            onPointerDown={press}
          >
            <span id={valueId} className="light-field__value">
              <span className="light-option__text">{chosen?.label}</span>
            </span>
            <ChevronMark />
          </button>
        </div>
      )}
    </div>
  );
}
