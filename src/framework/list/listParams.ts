import { isCountryCode } from '../../validation/countries';
import { enumValues } from '../entity/enums';
import type { EntityDeclaration, FilterDef } from '../entity/types';
import { endOfDayIso, isIsoInstant, isoToDay, startOfDayIso } from './dates';

export const PAGE_SIZES = [2, 3, 5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The last page that has rows (1 for an empty list or All). */
export const lastPageOf = (total: number, pageSize: number | null) => (pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1);

export type SortDirection = 'ASC' | 'DESC';
export interface ListSort {
  /** A value of the entity's SortField enum, e.g. 'TITLE'. */
  field: string;
  direction: SortDirection;
}

/** The GraphQL filter input: `search`, enum lists, booleans, `<ref>Id`, `<field>From/To` instants. */
export type ListFilter = Record<string, string | boolean | string[]>;

/** Everything the URL says about a list. `pageSize: null` is "All". */
export interface ListState {
  page: number;
  pageSize: number | null;
  sort: ListSort | null;
  search: string;
  filter: ListFilter;
}

/** URL parameters a filter owns: its name, or `<name>From` and `<name>To` for a date range. */
export function filterParamNames(def: FilterDef): string[] {
  return def.kind === 'dateRange' ? [`${def.name}From`, `${def.name}To`] : [def.name];
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return raw && Number.isInteger(page) && page >= 1 ? page : 1;
}

function parsePageSize(raw: string | null): number | null {
  if (raw === 'all') return null;
  const size = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

function parseSort(raw: string | null, declaration: EntityDeclaration): ListSort | null {
  const match = raw ? /^([A-Z0-9_]+):(asc|desc)$/i.exec(raw) : null;
  if (!match) return null;
  const fields = new Set(declaration.columns.map((column) => column.sort).filter(Boolean));
  if (declaration.defaultSort) fields.add(declaration.defaultSort.field);
  const field = match[1].toUpperCase();
  return fields.has(field) ? { field, direction: match[2].toUpperCase() as SortDirection } : null;
}

/** Adds the filter input entries of one filter; values that do not parse are left out. */
function parseFilter(def: FilterDef, params: URLSearchParams, filter: ListFilter): void {
  const raw = params.get(def.name)?.trim();
  switch (def.kind) {
    case 'enum': {
      const allowed = enumValues(def.enumName);
      const values = [...new Set((raw ?? '').split(','))].filter((value) => allowed.includes(value));
      if (values.length > 0) filter[def.name] = values;
      return;
    }
    case 'boolean':
      if (raw === 'true' || raw === 'false') filter[def.name] = raw === 'true';
      return;
    case 'reference':
      if (raw) filter[def.name] = raw;
      return;
    case 'country':
      if (raw && isCountryCode(raw.toUpperCase())) filter[def.name] = raw.toUpperCase();
      return;
    case 'dateRange': {
      const from = startOfDayIso(params.get(`${def.name}From`) ?? '');
      const to = endOfDayIso(params.get(`${def.name}To`) ?? '');
      if (from) filter[`${def.name}From`] = from;
      if (to) filter[`${def.name}To`] = to;
    }
  }
}

/** URL value meaning "no filter" for a filter with a default (`status=all` on a queue). */
export const ALL_FILTER_VALUE = 'all';

/** The declaration's `defaultFilter` values for the parameters the URL does not name. */
function withDefaultFilter(params: URLSearchParams, declaration: EntityDeclaration): URLSearchParams {
  const defaults = Object.entries(declaration.defaultFilter ?? {}).filter(([name]) => !params.has(name));
  if (defaults.length === 0) return params;
  const merged = new URLSearchParams(params);
  for (const [name, value] of defaults) merged.set(name, value);
  return merged;
}

/**
 * Reads a list's state from its URL. Anything unknown or invalid falls back to the default, so a
 * hand-edited or outdated link still opens a working list.
 *
 * @example parseListParams(new URLSearchParams('page=2&sort=TITLE:desc&isActive=true'), languages)
 */
export function parseListParams(params: URLSearchParams, declaration: EntityDeclaration): ListState {
  const search = params.get('q')?.trim() ?? '';
  const filter: ListFilter = search ? { search } : {};
  const withDefaults = withDefaultFilter(params, declaration);
  for (const def of declaration.filters ?? []) parseFilter(def, withDefaults, filter);
  return {
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
    sort: parseSort(params.get('sort'), declaration),
    search,
    filter,
  };
}

/** The URL value of one filter input entry; instants become the local day they fall on. */
export function filterValueToParam(value: string | boolean | string[]): string {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'boolean') return String(value);
  return isIsoInstant(value) ? isoToDay(value) : value;
}

/** The inverse of parseListParams; defaults are left out so URLs stay short. */
export function serializeListParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', state.pageSize === null ? 'all' : String(state.pageSize));
  if (state.sort) params.set('sort', `${state.sort.field}:${state.sort.direction.toLowerCase()}`);
  if (state.search) params.set('q', state.search);
  for (const [key, value] of Object.entries(state.filter)) {
    if (key !== 'search') params.set(key, filterValueToParam(value));
  }
  return params;
}

const START: ListState = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: null, search: '', filter: {} };

/**
 * The first query string of a list that is not the page's (a panel's): its `initial` state, and
 * "all" for the declaration's default filters. A default filter is the page's queue (comments on
 * PENDING); a panel lists everything its permanent filter scopes.
 *
 * @example localListStart(comments, { pageSize: 50 }) // URLSearchParams('pageSize=50&status=all')
 */
export function localListStart(declaration: EntityDeclaration, initial: Partial<ListState> = {}): URLSearchParams {
  const params = serializeListParams({ ...START, ...initial });
  for (const name of Object.keys(declaration.defaultFilter ?? {})) {
    if (!params.has(name)) params.set(name, ALL_FILTER_VALUE);
  }
  return params;
}
