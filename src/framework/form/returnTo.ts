import type { Location } from 'react-router-dom';
import { entityPaths } from '../entity/paths';

/**
 * After saving, the form goes back to the manage screen the user came from, with its page, sort
 * and filters. The list passes its query string in the history state of its links
 * (`<Link to="/langs/new" state={listReturnState(search)}>`), which survives a reload of the form;
 * a form opened some other way (search, a shared link) lands on the list's first page.
 */
export interface ListReturnState {
  listSearch?: string;
}

export const listReturnState = (search: string): ListReturnState => ({ listSearch: search });

export function listReturnPath(segment: string, location: Pick<Location, 'state'>): string {
  const search = (location.state as ListReturnState | null)?.listSearch;
  return entityPaths.manage(segment, typeof search === 'string' && search.startsWith('?') ? search : undefined);
}
