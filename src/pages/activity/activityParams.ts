import { endOfDayIso, startOfDayIso } from '../../framework/list/dates';
import { PAGE_SIZES } from '../../framework/list/listParams';
import type { ActivityFilter, ChangeAction } from '../../gql/graphql';

export const ACTIONS: readonly ChangeAction[] = ['CREATE', 'UPDATE', 'DELETE', 'RESTORE', 'PREVIEW_START', 'PREVIEW_END', 'FACTOR_RESET', 'SESSIONS_END', 'THROTTLE_CLEAR'];
const DEFAULT_PAGE_SIZE = 25;

/** What the URL says about the activity log: its filter, page and page size. */
export interface ActivityParams {
  filter: ActivityFilter;
  page: number;
  pageSize: number;
  /** The URL's own values (days as `YYYY-MM-DD`), for the filter widgets. */
  raw: { actorId?: string; subject?: string; action?: string; atFrom?: string; atTo?: string };
}

/** Reads `?actor=&subject=&action=&atFrom=&atTo=&page=&pageSize=`; what does not parse is left out. */
export function parseActivityParams(search: URLSearchParams): ActivityParams {
  const get = (name: string) => search.get(name)?.trim() || undefined;
  const raw = { actorId: get('actor'), subject: get('subject'), action: get('action'), atFrom: get('atFrom'), atTo: get('atTo') };
  const filter: ActivityFilter = {};
  if (raw.actorId) filter.actorId = raw.actorId;
  if (raw.subject && /^[A-Z][A-Za-z]+$/.test(raw.subject)) filter.subject = raw.subject;
  const action = ACTIONS.find((value) => value === raw.action);
  if (action) filter.action = [action];
  const from = raw.atFrom ? startOfDayIso(raw.atFrom) : null;
  const to = raw.atTo ? endOfDayIso(raw.atTo) : null;
  if (from) filter.atFrom = from;
  if (to) filter.atTo = to;
  const page = Number(search.get('page'));
  const size = Number(search.get('pageSize'));
  return {
    filter,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    raw,
  };
}

/** The URL's parameter for each filter widget's name. */
const PARAM: Record<string, string> = { actorId: 'actor', subject: 'subject', action: 'action', atFrom: 'atFrom', atTo: 'atTo' };

/** The search with `changes` applied (null removes); any filter change goes back to page 1. */
export function withActivityChanges(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    const param = PARAM[name] ?? name;
    if (value === null || value === '') next.delete(param);
    else next.set(param, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
