import type { LoginValues } from './loginSchema';

/**
 * What the visitor did in index.html's pre-rendered sign-in page before React took over
 * (scripts/vite/signInPrerender.ts): the values typed, the field with the focus and its caret,
 * and whether the form was submitted (the page's script keeps a submit as `data-submit`).
 */
export interface PrerenderedForm {
  values: LoginValues;
  focused: keyof LoginValues | null;
  /** The focused field's selection; null where the input has none to read (`type=email`). */
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
  submitted: boolean;
}

const FIELDS: (keyof LoginValues)[] = ['email', 'password'];

function block(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('signin-prerender');
}

function field(form: ParentNode, name: keyof LoginValues): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
}

/** The pre-rendered form's state now, or null when the page was not pre-rendered (or is taken over). */
export function readPrerendered(): PrerenderedForm | null {
  const page = block();
  if (!page) return null;
  const values: LoginValues = { email: field(page, 'email')?.value ?? '', password: field(page, 'password')?.value ?? '' };
  const active = document.activeElement;
  const focused = FIELDS.find((name) => field(page, name) === active) ?? null;
  const input = focused && field(page, focused);
  const selection = input && input.selectionStart !== null && input.selectionEnd !== null
    ? { start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection ?? 'none' }
    : null;
  return { values, focused, selection, submitted: page.hasAttribute('data-submit') };
}

/**
 * Moves the focus and caret to React's form, then removes the pre-rendered page: called in the
 * commit that first shows LoginForm, so the swap happens before that frame paints. A field
 * without a readable selection (`type=email`) gets its caret at the end, where typing leaves it.
 */
export function takeOverPrerendered(form: HTMLFormElement, taken: PrerenderedForm): void {
  const input = taken.focused && field(form, taken.focused);
  if (input) {
    input.focus();
    const { start, end, direction } = taken.selection ?? { start: input.value.length, end: input.value.length, direction: 'none' as const };
    placeCaret(input, start, end, direction);
  }
  block()?.remove();
}

function placeCaret(input: HTMLInputElement, start: number, end: number, direction: 'forward' | 'backward' | 'none'): void {
  try {
    input.setSelectionRange(start, end, direction);
  } catch {
    // An e-mail input has no selection API: as text for a moment, it takes the caret and keeps it.
    const type = input.type;
    input.type = 'text';
    input.setSelectionRange(start, end, direction);
    input.type = type;
  }
}
