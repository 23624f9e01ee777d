import { DialogContainer } from '../../../ui/kit/Dialog';
import { lazy, Suspense } from 'react';
import type { EntityDeclaration } from '../../entity/types';
import type { AnyRow } from '../listDocument';

// The form widgets and Formik load when a bulk edit opens, not with the list.
const BulkEditDialog = lazy(() => import('./BulkEditDialog'));

interface Props {
  declaration: EntityDeclaration;
  /** The selected rows while the bulk edit is open. */
  rows: AnyRow[] | null;
  onDone: (refusedIds: string[]) => void;
  close: () => void;
}

export function BulkEditHost({ declaration, rows, onDone, close }: Props) {
  return (
    <DialogContainer onDismiss={close}>
      {rows && (
        <Suspense fallback={null}>
          <BulkEditDialog declaration={declaration} rows={rows} onDone={onDone} close={close} />
        </Suspense>
      )}
    </DialogContainer>
  );
}
