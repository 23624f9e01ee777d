import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  label: string;
  description?: string;
  isRequired?: boolean;
  /** The list's own translated error (too few items); item errors sit on the items. */
  error?: string;
  children: ReactNode;
}

/**
 * The label, help text and error around a list field (string list, repeater, ordered references),
 * styled like Spectrum's field labels. The group is named by the label and described by the
 * error, so a screen reader entering the list hears both.
 */
export function ListFieldFrame({ label, description, isRequired, error, children }: Props) {
  const intl = useIntl();
  const id = useId();
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ') || undefined;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className="list-field">
      <div id={`${id}-label`} className="list-field__label">
        {label}
        {isRequired && ' '}
        {isRequired && (
          <span className="list-field__required" role="img" aria-label={intl.formatMessage({ id: 'fields.list.required' })}>
            *
          </span>
        )}
      </div>
      {children}
      {description && (
        <div id={`${id}-description`} className="list-field__description">
          {description}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="list-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
