import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent } from 'react';
import { lazyComponent } from '../lazyComponent';
import { ChevronMark } from './Marks';
import type { PickerProps } from './Picker';
import './field.css';

/** The kit's Picker (react-aria's select, listbox and popover), a chunk of its own. */
const RealPicker = lazyComponent(() => import('./Picker').then((module) => ((loaded = true), { default: module.Picker })));
/** Loaded once (another list's page size): every Picker after is the real one from its first paint. */
let loaded = false;

/** Whether the Select under `node` has built its options (its hidden native select holds one per option, after an empty one). */
const hasOptions = (node: HTMLElement | null) => (node?.querySelectorAll('select option').length ?? 0) > 1;

/** What reached the stand-in before the Picker was in: the focus, the keys pressed on it, a press. */
interface Carried {
  keys: string[];
  pressed: boolean;
}

/**
 * `stand-in`: the plain button only; `mounting`: the Picker renders out of sight while its Select
 * builds its options (it has none in the commit it mounts in, and a press or a key then opens
 * nothing), the stand-in still taking what is pressed; `ready`: the Picker in its place.
 */
type Phase = 'stand-in' | 'mounting' | 'ready';

/**
 * A list's Picker (page size, a yes/no or enum filter) for a screen's first paint (issue 31):
 * until the first intent to use it (the pointer over it, or the focus), a plain button drawn and
 * named as the Picker's (its value, then its label), so a list carries none of react-aria's
 * select, listbox and overlay code before then. On that intent its chunk starts; once in, the
 * Picker mounts out of sight, and when its options are built it takes the stand-in's place with
 * the focus, and the keys pressed meanwhile (a letter picks by typing, the arrows, Enter and Space
 * open) or a press are replayed on it.
 * A picker whose value is none of its options, or with help, an error or an asterisk, is the Picker at once.
 *
 * @example <LazyPicker label={label} options={sizes} selectedKey={key} onChange={pick} labelPosition="side" />
 */
export function LazyPicker(props: PickerProps) {
  const { label, options, selectedKey, width, labelPosition = 'top' } = props;
  const chosen = options.find((option) => option.key === selectedKey);
  const plain = chosen && !props.hideLabel && !props.isRequired && !props.description && !props.errorMessage;
  const [phase, setPhase] = useState<Phase>(loaded || !plain ? 'ready' : 'stand-in');
  const standIn = useRef<HTMLButtonElement>(null);
  const real = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried>({ keys: [], pressed: false });
  const started = useRef(false);
  const focused = useRef(false);
  const labelId = useId();
  const valueId = useId();

  const want = () => {
    if (started.current) return;
    started.current = true;
    void RealPicker.preload().then(() => {
      // A failed load leaves the stand-in, and the next intent tries again.
      if (!loaded) started.current = false;
      else setPhase((now) => (now === 'stand-in' ? 'mounting' : now));
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
  // Out of sight until the Select has its options (a few frames; a busy page may take longer).
  useEffect(() => {
    if (phase !== 'mounting') return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (!hasOptions(real.current)) timer = setTimeout(check, 16);
      else {
        focused.current = standIn.current !== null && standIn.current === document.activeElement;
        setPhase('ready');
      }
    };
    check();
    return () => clearTimeout(timer);
  }, [phase]);
  // The Picker in place: it takes the focus the stand-in had, then what was pressed on it.
  useLayoutEffect(() => {
    if (phase !== 'ready' || !started.current) return;
    started.current = false;
    const { keys, pressed } = carried.current;
    const button = real.current?.querySelector('button');
    if (!button) return;
    if (focused.current) button.focus();
    for (const key of keys) {
      button.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      button.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
    }
    if (pressed && keys.length === 0) button.click();
  }, [phase]);

  return (
    <>
      {phase !== 'ready' && (
        <div className={labelPosition === 'side' ? 'light-field light-field--side' : 'light-field'} style={{ inlineSize: width }} onPointerEnter={want}>
          <span className="light-field__label" id={labelId}>{label}</span>
          <button
            ref={standIn}
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
      {/* The same element from its mount on, shown once ready: moving it would mount the Select again. */}
      <div ref={real} style={{ display: phase === 'ready' ? 'contents' : 'none' }}>
        {phase !== 'stand-in' && <RealPicker {...props} />}
      </div>
    </>
  );
}
