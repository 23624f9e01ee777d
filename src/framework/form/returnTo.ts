import type { Location } from 'react-router-dom';
import { entityPaths } from '../../paths';

/**
 * After saving, the form goes back to where the user came from. A list passes its query string in
 * the history state of its links (`<Link to="/langs/new" state={listReturnState(search)}>`), so
 * the form returns to its page, sort and filters; a screen of another record passes its own path
 * (`returnToState('/seasons/edit/91')`: an episode added from its season returns to the season).
 * History state survives a reload of the form; a form opened some other way (search, a shared
 * link) lands on the list's first page.
 */
export interface ListReturnState {
  listSearch?: string;
  /** An absolute in-app path to go back to instead of the list. */
  returnTo?: string;
  /** The field to focus as the form opens (Enter on a list cell edited in the form: rich text, a file). */
  field?: string;
}

export const listReturnState = (search: string): ListReturnState => ({ listSearch: search });

/** Back to the screen at `path` (absolute, in the app) after saving or cancelling. */
export const returnToState = (path: string): ListReturnState => ({ returnTo: path });

/** The field the form was opened to focus, if the link said one. */
export const fieldToFocus = (location: Pick<Location, 'state'>): string | undefined => {
  const field = stateOf(location)?.field;
  return typeof field === 'string' ? field : undefined;
};

const stateOf = (location: Pick<Location, 'state'>) => (location.state ?? null) as ListReturnState | null;

export function listReturnPath(segment: string, location: Pick<Location, 'state'>): string {
  const search = stateOf(location)?.listSearch;
  return entityPaths.manage(segment, typeof search === 'string' && search.startsWith('?') ? search : undefined);
}

/** Where a form goes when it is done: the screen that opened it, else the entity's list. */
export function returnPath(segment: string, location: Pick<Location, 'state'>): string {
  const path = stateOf(location)?.returnTo;
  // Only a path inside the app: never `//host` or a URL that history state might carry.
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : listReturnPath(segment, location);
}
