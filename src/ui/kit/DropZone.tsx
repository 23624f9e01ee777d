import type { DragTypes, DropEvent, DropOperation } from '@react-types/shared';
import type { CSSProperties, ReactNode } from 'react';
import { DropZone as RACDropZone, Text } from 'react-aria-components';
import './collections.css';

/**
 * react-aria's FileTrigger, as Spectrum's: its one child (a kit Button, or any react-aria
 * pressable) opens the browser's file dialog; `onSelect` gets the chosen files.
 *
 * @example
 * <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => files?.[0] && onFile(files[0])}>
 *   <Button variant="primary">{t('import.file.choose')}</Button>
 * </FileTrigger>
 */
export { FileTrigger, type FileTriggerProps } from 'react-aria-components';

export interface DropZoneProps {
  /** Names the drop zone when no `DropZoneMessage` heading does. */
  'aria-label'?: string;
  onDrop?: (event: DropEvent) => void;
  /** Which drags it takes: `copy` for the types it wants, `cancel` for the others. */
  getDropOperation?: (types: DragTypes, allowedOperations: DropOperation[]) => DropOperation;
  /** It already shows a file: a drag over it shows `replaceMessage` in a banner over a backdrop. */
  isFilled?: boolean;
  replaceMessage?: string;
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Spectrum's DropZone on react-aria-components: a dashed box that turns solid blue while a file
 * is dragged over it; files dropped or pasted (Ctrl+V on its focused hidden button) reach
 * `onDrop`. Put a FileTrigger with a button inside for the keyboard and pointer.
 *
 * @example
 * <DropZone aria-label={label} isFilled={hasFile} replaceMessage={t('widgets.upload.drop')} onDrop={(event) => void onDrop(event.items)}>
 *   <DropZoneMessage icon={<IconCloudUpload size={40} aria-hidden />} heading={t('widgets.upload.drop')} level={2}>
 *     <FileTrigger onSelect={choose}><Button variant="primary">{t('widgets.upload.choose.file')}</Button></FileTrigger>
 *   </DropZoneMessage>
 * </DropZone>
 */
export function DropZone({ isFilled, replaceMessage, className, children, ...props }: DropZoneProps) {
  return (
    <RACDropZone {...props} className={`kit-dropzone${isFilled ? ' kit-dropzone--filled' : ''}${className ? ` ${className}` : ''}`}>
      {({ isDropTarget }) => (
        <>
          {children}
          {isFilled && isDropTarget && (
            <>
              <div className="kit-dropzone__backdrop" />
              {replaceMessage && <div className="kit-dropzone__banner">{replaceMessage}</div>}
            </>
          )}
        </>
      )}
    </RACDropZone>
  );
}

export interface DropZoneMessageProps {
  /** The illustration, `aria-hidden`. */
  icon?: ReactNode;
  /** Names the drop zone around it. */
  heading: string;
  /** The heading's level (default 3, as Spectrum's IllustratedMessage). */
  level?: 2 | 3 | 4;
  /** What follows the heading: a line of help, a FileTrigger's button. */
  children?: ReactNode;
}

/** Spectrum's IllustratedMessage inside a drop zone: an illustration, a heading that names the zone, content. */
export function DropZoneMessage({ icon, heading, level = 3, children }: DropZoneMessageProps) {
  return (
    <div className="kit-dropzone__message">
      {icon && <span className="kit-dropzone__icon">{icon}</span>}
      <Text slot="label" elementType={`h${level}`} className="kit-dropzone__heading">
        {heading}
      </Text>
      {children && <div className="kit-dropzone__content">{children}</div>}
    </div>
  );
}
