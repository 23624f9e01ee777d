import { useMemo, useRef, useState } from 'react';
import { Dialog, DialogContainer, DialogContent, DialogHeading } from '../../ui/kit/Dialog';
import { useMediaQuery } from '../../ui/useMediaQuery';
import type { EntityDeclaration } from '../entity/types';
import { DrawerCloseContext, type DrawerClose } from './drawerClose';
import { FormScreen } from './FormScreen';
import { useFormTitle } from './useFormTitle';
import './form.css';

export interface EntityDrawerProps {
  declaration: EntityDeclaration;
  /** What the drawer shows; null keeps it closed. */
  mode: 'new' | 'edit' | null;
  /** The entity to edit (mode 'edit'). */
  id?: string;
  /** A field to focus as the form shows (the list cell it was opened from). */
  focusField?: string;
  /** Closes the drawer: after a save, or a close the guard allowed. */
  onClose: () => void;
}

/**
 * The entity's form in a side sheet on the inline-end edge (right in English, left in Persian),
 * for the simple entities the manage screen adds and edits in place; full screen under 700 px.
 * Esc, the close button and a press outside go through the form's unsaved-changes guard. Its
 * route's segment comes from EntityRouteProvider.
 *
 * @example <EntityDrawer declaration={languages} mode={drawer?.mode ?? null} id={drawer?.id} onClose={() => setDrawer(null)} />
 */
export function EntityDrawer({ declaration, mode, id, focusField, onClose }: EntityDrawerProps) {
  const narrow = useMediaQuery('(max-width: 699px)');
  const closeRequest = useRef<(() => void) | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const drawer = useMemo<DrawerClose>(() => ({ setCloseRequest: (request) => void (closeRequest.current = request), setReadOnly }), []);
  const requestClose = () => (closeRequest.current ? closeRequest.current() : onClose());

  return (
    <DialogContainer type={narrow ? 'fullscreenTakeover' : 'modal'} isDismissable onDismiss={requestClose}>
      {mode && (
        <Dialog size="L" className="entity-drawer">
          <DrawerHeading declaration={declaration} mode={mode} readOnly={readOnly} />
          <DialogContent>
            <DrawerCloseContext.Provider value={drawer}>
              <FormScreen declaration={declaration} mode={mode} id={id} variant="drawer" onDone={onClose} focusField={focusField} />
            </DrawerCloseContext.Provider>
          </DialogContent>
        </Dialog>
      )}
    </DialogContainer>
  );
}

function DrawerHeading({ declaration, mode, readOnly }: { declaration: EntityDeclaration; mode: 'new' | 'edit'; readOnly: boolean }) {
  return <DialogHeading>{useFormTitle(declaration.subject, mode, readOnly)}</DialogHeading>;
}
