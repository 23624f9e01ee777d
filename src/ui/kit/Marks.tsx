/*
 * The marks Spectrum draws inside its controls, at its medium scale, as plain SVG filled with
 * the current colour: a field's required asterisk, invalid alert and chevron, the checkbox's tick
 * and dash, the search field's magnifier and clear cross, and the inline alert's three icons. All
 * are decorative (aria-hidden): the control's own role and state, its error text, or the alert's
 * heading say what they mean.
 */

const svg = { 'aria-hidden': true, focusable: 'false' } as const;

/** Spectrum's alert triangle: the notice and negative alerts' icon, and an invalid field's mark. */
const ALERT = 'M8.564 1.289L.2 16.256A.5.5 0 0 0 .636 17h16.728a.5.5 0 0 0 .436-.744L9.436 1.289a.5.5 0 0 0-.872 0zM10 14.75a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-1.5a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25zm0-3a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-6a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25z';

/** The checkbox's tick (Spectrum's CheckmarkSmall). */
export function CheckMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 10 10" {...svg}>
      <path d="M3.788 9A.999.999 0 0 1 3 8.615l-2.288-3a1 1 0 1 1 1.576-1.23l1.5 1.991 3.924-4.991a1 1 0 1 1 1.576 1.23l-4.712 6A.999.999 0 0 1 3.788 9z" />
    </svg>
  );
}

/** An indeterminate checkbox's dash (Spectrum's DashSmall). */
export function DashMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 10 10" {...svg}>
      <path d="M8 6H2a1 1 0 0 1 0-2h6a1 1 0 0 1 0 2z" />
    </svg>
  );
}

/** The search field's magnifier, at its start. */
export function MagnifierMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 18 18" {...svg}>
      <path d="M16.85 15.74l-4.34-4.34a6.5 6.5 0 1 0-1.06 1.06l4.34 4.34a.75.75 0 0 0 1.06-1.06zM2.5 7.5a5 5 0 1 1 5 5 5 5 0 0 1-5-5z" />
    </svg>
  );
}

/** The clear button's cross (Spectrum's CrossSmall). */
export function CrossMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 10 10" {...svg}>
      <path d="M6.29 5l2.85-2.85a.91.91 0 0 0-1.29-1.29L5 3.71 2.15.86A.91.91 0 0 0 .86 2.15L3.71 5 .86 7.85a.91.91 0 1 0 1.29 1.29L5 6.29l2.85 2.85a.91.91 0 0 0 1.29-1.29z" />
    </svg>
  );
}

/** The inline alert's icon for its variant; the neutral alert has none, as in Spectrum. */
export function AlertVariantIcon({ variant, className }: { variant: 'info' | 'positive' | 'notice' | 'negative'; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 18 18" {...svg}>
      {variant === 'info' && (
        <path d="M9 1a8 8 0 1 0 8 8 8 8 0 0 0-8-8zm-.15 2.65a1.15 1.15 0 1 1-1.15 1.15 1.15 1.15 0 0 1 1.15-1.15zM11 13.5a.5.5 0 0 1-.5.5h-3a.5.5 0 0 1-.5-.5v-1a.5.5 0 0 1 .5-.5H8V9h-.5a.5.5 0 0 1-.5-.5v-1a.5.5 0 0 1 .5-.5h2a.5.5 0 0 1 .5.5V12h.5a.5.5 0 0 1 .5.5z" />
      )}
      {variant === 'positive' && (
        <path d="M9 1a8 8 0 1 0 8 8 8 8 0 0 0-8-8zm5.2 5.3l-6.2 6.9a.5.5 0 0 1-.7 0L3.8 9.8a.5.5 0 0 1 0-.7l.7-.7a.5.5 0 0 1 .7 0l2.4 2.3 5.2-5.9a.5.5 0 0 1 .7 0l.7.7a.5.5 0 0 1 0 .8z" />
      )}
      {(variant === 'notice' || variant === 'negative') && (
        <path d={ALERT} />
      )}
    </svg>
  );
}

/** After a required field's label; hidden, as the input says `aria-required` itself. */
export function RequiredMark() {
  return (
    <svg className="light-field__required" viewBox="0 0 8 8" aria-hidden focusable="false">
      <path d="M6.573 6.558c.056.055.092.13 0 .204l-1.148.74c-.093.056-.13.02-.167-.073L3.832 4.947l-1.87 2.055c-.02.037-.075.074-.13 0l-.889-.926c-.092-.055-.074-.111 0-.167l2.111-1.76-2.408-.906c-.037 0-.092-.074-.055-.167l.63-1.259a.097.097 0 0 1 .166-.036l2.111 1.37.13-2.704a.097.097 0 0 1 .111-.11L5.277.54c.092 0 .11.037.092.13l-.722 2.647 2.444-.74c.056-.038.111-.038.148.073l.241 1.37c.019.093 0 .13-.074.13l-2.556.204z" />
    </svg>
  );
}

/** Inside an invalid field's box, at its end; the error text under the field says what is wrong. */
export function InvalidMark() {
  return (
    <svg className="light-field__invalid-mark" viewBox="0 0 18 18" aria-hidden focusable="false">
      <path d={ALERT} />
    </svg>
  );
}

/** The chevron of a picker's or combobox's button. */
export function ChevronMark() {
  return (
    <svg className="light-field__chevron" viewBox="0 0 10 6" aria-hidden focusable="false">
      <path d="M9.99 1.01A1 1 0 0 0 8.283.303L5 3.586 1.717.303A1 1 0 1 0 .303 1.717l3.99 3.98a1 1 0 0 0 1.414 0l3.99-3.98a.997.997 0 0 0 .293-.707z" />
    </svg>
  );
}
