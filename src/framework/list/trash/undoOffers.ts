import { readJson, writeJson } from '../../../ui/storage';

/**
 * The Undo of a viewer's latest delete of one entity, kept in local storage so that it outlives
 * the toast, a reload and a closed tab (docs/decisions.md: "The Undo of the latest delete survives
 * a reload").
 */
export interface UndoOffer {
  /** Who deleted: another staff member signing in on the same browser never sees it. */
  viewerId: string;
  subject: string;
  ids: string[];
  /** The row's name when one row was deleted; a bulk delete is told by its count. */
  label?: string;
  /** When the rows were deleted (ms since the epoch). */
  deletedAt: number;
}

/** One key for every viewer's offers; the app's prefix (`APP_KEY`, which the framework may not import). */
export const UNDO_OFFERS_KEY = 'lingua-admin-undoOffers';
export const UNDO_OFFER_MINUTES = 10;

export const undoOfferExpiry = (offer: UndoOffer): number => offer.deletedAt + UNDO_OFFER_MINUTES * 60_000;

const isOffer = (value: unknown): value is UndoOffer => {
  const offer = value as Partial<UndoOffer> | null;
  return (
    typeof offer === 'object' && offer !== null && typeof offer.viewerId === 'string' && typeof offer.subject === 'string' &&
    typeof offer.deletedAt === 'number' && Array.isArray(offer.ids) && offer.ids.every((id) => typeof id === 'string') &&
    (offer.label === undefined || typeof offer.label === 'string')
  );
};
const isOfferList = (value: unknown): value is UndoOffer[] => Array.isArray(value) && value.every(isOffer);

/** The unexpired offers; what expired is dropped at the next write. */
const liveOffers = (now: number): UndoOffer[] => (readJson(UNDO_OFFERS_KEY, isOfferList) ?? []).filter((offer) => undoOfferExpiry(offer) > now);

// Subscribers, and a version that moves on every change here or in another tab (useSyncExternalStore).
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

function save(offers: UndoOffer[]): void {
  writeJson(UNDO_OFFERS_KEY, offers.length > 0 ? offers : null);
  changed();
}

/** Keeps `offer` as its viewer's Undo for its subject, in place of the one before. */
export function recordUndoOffer(offer: UndoOffer, now = Date.now()): void {
  const others = liveOffers(now).filter((kept) => kept.subject !== offer.subject || kept.viewerId !== offer.viewerId);
  save([...others, offer]);
}

/** Rows that are back (by any Undo or from the trash) leave every offer; an offer left with none goes. */
export function forgetRestored(subject: string, ids: readonly string[], now = Date.now()): void {
  const back = new Set(ids);
  const offers = liveOffers(now).map((offer) => (offer.subject === subject ? { ...offer, ids: offer.ids.filter((id) => !back.has(id)) } : offer));
  save(offers.filter((offer) => offer.ids.length > 0));
}

/** The viewer closed the notice: the rows stay in the trash. */
export function dismissUndoOffer(subject: string, viewerId: string, now = Date.now()): void {
  save(liveOffers(now).filter((offer) => offer.subject !== subject || offer.viewerId !== viewerId));
}

// Toasts with Undo on screen per subject, in memory: they go with the page.
const openToasts = new Map<string, number>();

/** A delete's toast with Undo is on screen; call the answer when it has gone. */
export function undoToastOpened(subject: string): () => void {
  openToasts.set(subject, (openToasts.get(subject) ?? 0) + 1);
  changed();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    openToasts.set(subject, (openToasts.get(subject) ?? 1) - 1);
    changed();
  };
}

/** The viewer's unexpired offer for `subject`, unless a toast offers Undo already. */
export function currentUndoOffer(subject: string, viewerId: string, now = Date.now()): UndoOffer | null {
  if ((openToasts.get(subject) ?? 0) > 0) return null;
  return liveOffers(now).find((offer) => offer.subject === subject && offer.viewerId === viewerId) ?? null;
}

export function subscribeUndoOffers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const undoOffersVersion = (): number => version;

if (typeof window !== 'undefined') {
  // Another tab deleted, undid or dismissed.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === UNDO_OFFERS_KEY) changed();
  });
}
