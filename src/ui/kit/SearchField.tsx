import type { CSSProperties } from 'react';
import { Button, Input, SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CrossMark, MagnifierMark } from './Marks';
import { dimension, type DimensionValue } from './dimension';
import { FieldLabel } from './FieldLabel';
import './field.css';
import './controls.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label above the box; or give `aria-label` alone. */
  label?: string;
  placeholder?: string;
  /** Inline size, e.g. `100%` or `size-3000` (Spectrum's default is 192 px). */
  width?: DimensionValue;
  maxWidth?: DimensionValue;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's SearchField on react-aria-components (role searchbox): a magnifier at the start,
 * a clear button at the end while there is text. Enter calls `onSubmit` with the text; Escape
 * (or the clear button, which is out of the tab order as in Spectrum) empties it and calls
 * `onClear`.
 *
 * @example
 * <SearchField label={intl.formatMessage({ id: 'list.search' })} value={text} onChange={setText}
 *   onSubmit={commit} onClear={() => commit('')} width="size-3000" />
 */
export function SearchField({ label, placeholder, width, maxWidth, className, style, ...props }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <RACSearchField
      {...props}
      className={className ? `light-field kit-search ${className}` : 'light-field kit-search'}
      style={{ inlineSize: dimension(width), maxInlineSize: dimension(maxWidth), ...style }}
    >
      {label && <FieldLabel label={label} isRequired={props.isRequired} />}
      <div className="light-field__box kit-search__box">
        <MagnifierMark className="kit-search__icon" />
        <Input className="light-field__input kit-search__input" placeholder={placeholder} />
        <Button className="kit-search__clear" aria-label={intl.formatMessage({ id: 'common.actions.clearSearch' })}>
          <CrossMark className="kit-search__cross" />
        </Button>
      </div>
    </RACSearchField>
  );
}
