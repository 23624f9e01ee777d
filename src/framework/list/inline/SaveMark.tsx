import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import { useSyncExternalStore } from 'react';
import { ListCell, type ListCellProps } from '../ListCell';
import { useCellSave, type CellSave, type CellSaves } from './cellSaves';
import './saveMark.css';

/**
 * A cell's save, on its face: a small spinner-like dot while it is sent, a red mark with why when
 * the server refused it or the network lost it (the toast has Retry), an amber one when someone
 * changed the field meanwhile (Enter on the cell offers theirs / mine). Nothing once saved.
 */
export function SaveMark({ saves, id, field }: { saves: CellSaves; id: string; field: string }) {
  return <SaveMarkOf save={useCellSave(saves, id, field)} field={field} />;
}

/** The mark of a save already read (SavedCell's): one subscription per cell, not two. */
function SaveMarkOf({ save, field }: { save: CellSave | undefined; field: string }) {
  const intl = useIntl();
  if (!save) return null;
  const text =
    save.state === 'saving'
      ? intl.formatMessage({ id: 'gridEdit.saving' })
      : save.state === 'refused'
        ? intl.formatMessage({ id: 'gridEdit.refused' }, { reason: intl.formatMessage({ id: save.reason }) })
        : save.state === 'conflict'
          ? intl.formatMessage({ id: 'gridEdit.conflict.mark' }, { who: save.by || intl.formatMessage({ id: 'conflict.someone' }) })
          : intl.formatMessage({ id: 'gridEdit.failed' });
  return (
    <span className={`save-mark save-mark--${save.state}`} title={text} data-save={save.state} data-field={field}>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}

/** The list's polite live region for cell saves: "Saved.", "Not saved: …". */
export function SaveAnnouncer({ saves }: { saves: CellSaves }) {
  const spoken = useSyncExternalStore(saves.subscribe, () => saves.spoken, () => saves.spoken);
  return (
    <VisuallyHidden>
      {/* One region all along (a new one is not read); a repeated sentence differs by a no-break space, so it is read again. */}
      <div role="status" aria-live="polite">
        {spoken.text}
        {spoken.count % 2 === 1 ? '\u00a0' : ''}
      </div>
    </VisuallyHidden>
  );
}

/**
 * A cell's content while the list edits: the row's value, or, while its save met someone's change
 * (a conflict), the person's own value, which a live update of the row does not replace until
 * they choose; then its save mark.
 */
export function SavedCell({ saves, def, kind, row, format, field }: ListCellProps & { saves: CellSaves; field: string }) {
  const save = useCellSave(saves, row.id, field);
  const shown = save?.state === 'conflict' ? { ...row, [field]: save.mine } : row;
  return (
    <>
      <ListCell def={def} kind={kind} row={shown} format={format} />
      <SaveMarkOf save={save} field={field} />
    </>
  );
}

/** The grid cell that shows a row's field with its save mark (where a save of it was sent), if rendered. */
export function markedCell(id: string, field: string): HTMLElement | null {
  const mark = document.querySelector(`[role="row"][data-key="${CSS.escape(id)}"] .save-mark[data-field="${CSS.escape(field)}"]`);
  return mark?.closest<HTMLElement>('[data-cell]') ?? null;
}
