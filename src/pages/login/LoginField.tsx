import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated message, shown under the field and read with it; the field is invalid while set. */
  error?: string;
}

/**
 * A required text field drawn like Spectrum's (login.css): label above with the required mark,
 * a 32 px box, the error under it and an alert glyph in the box. Plain HTML: the sign-in page
 * carries no Spectrum; the label, `required`, `aria-invalid` and `aria-describedby` tell
 * assistive technology what Spectrum's field did.
 */
export function LoginField({ label, error, onChange, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label className="login-field__label" htmlFor={id}>
        {label}
        <span className="login-field__required" aria-hidden="true">∗</span>
      </label>
      <div className="login-field__box">
        <input
          {...input}
          id={id}
          className="login-field__input"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && <AlertGlyph className="login-field__icon" />}
      </div>
      {error && <div id={errorId} className="login-field__error">{error}</div>}
    </div>
  );
}

/** Spectrum's alert triangle (its UI icon, redrawn), coloured by `currentColor`. */
export function AlertGlyph({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8.564 1.289.2 16.256A.5.5 0 0 0 .636 17h16.728a.5.5 0 0 0 .436-.744L9.436 1.289a.5.5 0 0 0-.872 0ZM10 14.75a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-1.5a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25Zm0-3a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-6a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25Z" />
    </svg>
  );
}
