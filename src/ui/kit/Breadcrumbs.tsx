import type { CSSProperties, ReactNode } from 'react';
import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link,
  useLocale,
  type Key,
} from 'react-aria-components';
import './collections.css';

export interface BreadcrumbsProps {
  /** Names the navigation landmark around the trail (e.g. "Folder path"). */
  'aria-label'?: string;
  /** A breadcrumb without `href` was pressed (the current one cannot be). */
  onAction?: (key: Key) => void;
  /** `M` is Spectrum's compact 14 px trail, `L` (default) its 16 px one. */
  size?: 'M' | 'L';
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Spectrum's breadcrumbs on react-aria-components: a navigation landmark holding a list of links,
 * a chevron between them (pointing left in right to left), the last one the current page
 * (`aria-current="page"`, bold, not a link).
 *
 * @example
 * <Breadcrumbs aria-label={t('mediaLibrary.breadcrumb')} onAction={(key) => open(String(key))} size="M">
 *   {items.map((item) => <Breadcrumb key={item.id} id={item.id}>{item.name}</Breadcrumb>)}
 * </Breadcrumbs>
 */
export function Breadcrumbs({ 'aria-label': ariaLabel, onAction, size = 'L', isDisabled, className, style, children }: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} className={`kit-breadcrumbs kit-breadcrumbs--${size}${className ? ` ${className}` : ''}`} style={style}>
      <RACBreadcrumbs className="kit-breadcrumbs__list" onAction={onAction} isDisabled={isDisabled}>
        {children}
      </RACBreadcrumbs>
    </nav>
  );
}

export interface BreadcrumbProps {
  id: Key;
  /** A real link; without it the press goes to Breadcrumbs' `onAction`. */
  href?: string;
  className?: string;
  children: ReactNode;
}

/** One step of the trail; the last one is the current page. */
export function Breadcrumb({ id, href, className, children }: BreadcrumbProps) {
  const { direction } = useLocale();
  return (
    <RACBreadcrumb id={id} className={className ? `kit-breadcrumbs__item ${className}` : 'kit-breadcrumbs__item'}>
      {({ isCurrent }) => (
        <>
          <Link href={href} className="kit-breadcrumbs__link">
            {children}
          </Link>
          {!isCurrent && (
            <svg className="kit-breadcrumbs__separator" data-mirrored={direction === 'rtl' || undefined} viewBox="0 0 7 10" aria-hidden focusable="false">
              <path d="M5.7 4.29 1.72.3A1 1 0 1 0 .3 1.72L3.58 5 .3 8.28a1 1 0 1 0 1.42 1.42L5.7 5.71a1 1 0 0 0 0-1.42z" />
            </svg>
          )}
        </>
      )}
    </RACBreadcrumb>
  );
}
