import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import { useSyncExternalStore } from 'react';
import { useCellSave, type CellSaves } from './cellSaves';
import './saveMark.css';

/**
 * A cell's save, on its face: a small spinner-like dot while it is sent, a red mark with why when
 * the server refused it or the network lost it (the toast has Retry). Nothing once saved.
 */
export function SaveMark({ saves, id, field }: { saves: CellSaves; id: string; field: string }) {
  const intl = useIntl();
  const save = useCellSave(saves, id, field);
  if (!save) return null;
  const text =
    save.state === 'saving'
      ? intl.formatMessage({ id: 'gridEdit.saving' })
      : save.state === 'refused'
        ? intl.formatMessage({ id: 'gridEdit.refused' }, { reason: intl.formatMessage({ id: save.reason }) })
        : intl.formatMessage({ id: 'gridEdit.failed' });
  return (
    <span className={`save-mark save-mark--${save.state}`} title={text} data-save={save.state}>
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
