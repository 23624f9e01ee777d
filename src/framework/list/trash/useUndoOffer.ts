import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ViewerDocument } from '../../../gql-docs';
import { currentUndoOffer, dismissUndoOffer, subscribeUndoOffers, undoOfferExpiry, undoOffersVersion, type UndoOffer } from './undoOffers';

export interface UndoOfferState {
  /** The viewer's unexpired offer for the subject while no toast offers the same; null otherwise. */
  offer: UndoOffer | null;
  dismiss: () => void;
}

/**
 * The stored Undo of the viewer's latest delete of `subject` (see undoOffers), followed across
 * tabs and gone at its expiry without a reload.
 *
 * @example const { offer, dismiss } = useUndoOffer('Product'); offer && restore(offer.ids)
 */
export function useUndoOffer(subject: string): UndoOfferState {
  useSyncExternalStore(subscribeUndoOffers, undoOffersVersion, undoOffersVersion);
  const viewerId = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' }).data?.viewer?.user?.id;
  const [, setExpired] = useState(0);
  const offer = viewerId ? currentUndoOffer(subject, viewerId) : null;

  const expiresAt = offer ? undoOfferExpiry(offer) : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(() => setExpired((count) => count + 1), Math.max(0, expiresAt - Date.now()) + 100);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  const dismiss = useCallback(() => {
    if (viewerId) dismissUndoOffer(subject, viewerId);
  }, [subject, viewerId]);
  return { offer, dismiss };
}
