import { IconArrowBackUp, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../../ui/AppIcon';
import { ActionButton } from '../../../ui/kit/ActionButton';
import { Button } from '../../../ui/kit/Button';
import type { EntityDeclaration } from '../../entity/types';
import { rootFieldName } from '../../entity/documents';
import { undoOfferExpiry } from './undoOffers';
import { useRestoreRows } from './useRestoreRows';
import { useUndoOffer } from './useUndoOffer';
import './trash.css';

/**
 * Above a manage screen's rows: the Undo of the viewer's latest delete of the entity, once its
 * toast has gone (closed, or the page reloaded) and until the offer expires. Undo is the toast's
 * restore; a refusal shows its toast and the notice stays, to try again or dismiss. When it goes
 * with the keyboard focus on its buttons, the focus moves to the screen's heading (`headingId`)
 * instead of falling back to the page.
 *
 * @example <UndoNotice declaration={declaration} headingId={headingId} />
 */
export function UndoNotice({ declaration, headingId }: { declaration: EntityDeclaration; headingId: string }) {
  const intl = useIntl();
  const textId = useId();
  const { subject, operations } = declaration;
  const listField = useMemo(() => rootFieldName(operations.list), [operations.list]);
  const { restore, restoring } = useRestoreRows(subject, listField);
  const { offer, dismiss } = useUndoOffer(subject);
  const shown = useRef(false);
  useEffect(() => {
    if (offer) {
      shown.current = true;
      return;
    }
    if (!shown.current) return;
    shown.current = false;
    // The notice's button had the focus and left with it: the page would have it.
    if (!document.activeElement || document.activeElement === document.body) document.getElementById(headingId)?.focus();
  }, [offer, headingId]);
  if (!offer) return null;

  const what = offer.label && offer.ids.length === 1
    ? intl.formatMessage({ id: 'undo.offer.one' }, { label: offer.label })
    : intl.formatMessage({ id: 'undo.offer.many' }, { count: offer.ids.length });
  const until = intl.formatTime(undoOfferExpiry(offer), { hour: 'numeric', minute: '2-digit' });
  return (
    <div role="status" aria-labelledby={textId} className="undo-notice">
      <AppIcon icon={IconTrash} />
      <p id={textId} className="undo-notice__text">
        <strong>{what}</strong> <span className="undo-notice__until">{intl.formatMessage({ id: 'undo.offer.until' }, { time: until })}</span>
      </p>
      <div className="undo-notice__actions">
        <Button variant="secondary" isPending={restoring} onPress={() => void restore(offer.ids)}>
          <AppIcon icon={IconArrowBackUp} />
          <span>{intl.formatMessage({ id: 'undo.actions.undo' })}</span>
        </Button>
        <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'undo.offer.dismiss' })} onPress={dismiss}>
          <AppIcon icon={IconX} />
        </ActionButton>
      </div>
    </div>
  );
}
