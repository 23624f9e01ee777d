import { Suspense, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { DialogContainer } from '../../../ui/kit/Dialog';
import { lazyComponent } from '../../../ui/lazyComponent';
import type { EntityDeclaration, ValueFormatter } from '../../entity/types';
import type { AnyRow } from '../listDocument';
import { ListCell } from '../ListCell';
import type { CellSaves } from './cellSaves';

/** The choice itself loads with the first conflict: most lists never meet one. */
const ConflictChoice = lazyComponent(() => import('./ConflictChoice'));

/**
 * The open choice of a cell whose save met someone's change to the same field (theirs / mine), in
 * a kit dialog over the list. It opens from the cell (the focus was put there first), so Escape,
 * or either choice, gives the focus back to that cell. The values are shown as the list shows them.
 */
export function CellConflicts({ saves, declaration, format }: { saves: CellSaves; declaration: EntityDeclaration; format: ValueFormatter }) {
  const intl = useIntl();
  const choosing = useSyncExternalStore(saves.subscribe, () => saves.choosing, () => null);
  const save = choosing ? saves.get(choosing.id, choosing.field) : undefined;
  const conflict = save?.state === 'conflict' ? save : null;
  const def = choosing ? declaration.columns.find((column) => column.key === choosing.field) : undefined;
  const show = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? intl.formatMessage({ id: 'conflict.value.empty' })
      : def && conflict
        ? <ListCell def={def as never} row={{ ...conflict.row, [def.key]: value } as AnyRow} format={format} />
        : String(value);
  return (
    <DialogContainer onDismiss={() => saves.choose(null)}>
      {conflict && (
        <Suspense fallback={null}>
          <ConflictChoice conflict={conflict} show={show} />
        </Suspense>
      )}
    </DialogContainer>
  );
}
