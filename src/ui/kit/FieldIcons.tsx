/*
 * The two marks Spectrum draws on its fields, at its medium scale, as plain SVG: the asterisk
 * of a required field's label and the alert of an invalid field. Loading Spectrum's icon
 * components for them would bring the styles and providers the light fields leave out.
 */

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
      <path d="M8.564 1.289L.2 16.256A.5.5 0 0 0 .636 17h16.728a.5.5 0 0 0 .436-.744L9.436 1.289a.5.5 0 0 0-.872 0zM10 14.75a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-1.5a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25zm0-3a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-6a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25z" />
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
