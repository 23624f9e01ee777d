import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { EntityDeclaration, FilterDef } from '../../../src/framework/entity/types';
import { activeFilters, clearingChanges } from '../../../src/framework/list/filters/activeFilters';
import { FILTER_WIDTHS, splitFilters } from '../../../src/framework/list/filters/filterRows';
import { entityRegistry } from '../../../src/entities/registry';
import { filterValueText } from '../../../src/framework/list/filters/filterValueText';
import { createValueFormatter } from '../../../src/framework/format/useValueFormatter';
import { parseListParams } from '../../../src/framework/list/listParams';
import { loadMessages } from '../../../src/i18n/loadMessages';
import media from '../../../src/entities/media';
import abuses from '../../../src/entities/abuse';
import { payments } from './declarations';

const names = (defs: FilterDef[]) => defs.map((def) => def.name);
const filterOf = (query: string, declaration: EntityDeclaration) => parseListParams(new URLSearchParams(query), declaration).filter;

async function formatting(language: 'fa' | 'en') {
  const intl = createIntl({ locale: language === 'fa' ? 'fa-IR' : 'en-US', messages: await loadMessages(language) });
  return { intl, format: createValueFormatter(intl) };
}

describe('which filters stand beside the search', () => {
  it('puts the ones marked primary in the row, in declared order, and the rest under More filters', () => {
    const filters = (media as unknown as EntityDeclaration).filters!;
    const { primary, more } = splitFilters(filters);
    expect(names(primary)).toEqual(['languageId', 'status']);
    expect(names(more)).toEqual(names(filters).filter((name) => !['languageId', 'status'].includes(name)));
    expect(names(more).slice(0, 5)).toEqual(['brand', 'kind', 'level', 'categoryId', 'serialId']);
  });

  it('shows the first three declared when none is marked, and all of a short list', () => {
    const defs: FilterDef[] = ['a', 'b', 'c', 'd'].map((name) => ({ kind: 'boolean', name }));
    expect(names(splitFilters(defs).primary)).toEqual(['a', 'b', 'c']);
    expect(names(splitFilters(defs).more)).toEqual(['d']);
    expect(splitFilters(defs.slice(0, 2)).more).toEqual([]);
    expect(splitFilters(undefined)).toEqual({ primary: [], more: [] });
  });
});

/** The card's content at 1280 px (measured: 918), the search field, "More filters" with its count (fa) and the gap between controls. */
const ROW = 918;
const SEARCH = 240;
const MORE = 160;
const GAP = 12;

describe("every list's filter row", () => {
  it('fits one line at 1280 px: the declarations mark few and small enough filters primary', async () => {
    const tooWide: string[] = [];
    for (const [subject, entry] of Object.entries(entityRegistry)) {
      const { filters } = (await entry.load()).default;
      const { primary, more } = splitFilters(filters);
      const controls = [SEARCH, ...primary.map((def) => FILTER_WIDTHS[def.kind]), ...(more.length > 0 ? [MORE] : [])];
      const width = controls.reduce((sum, one) => sum + one, 0) + GAP * (controls.length - 1);
      if (width > ROW) tooWide.push(`${subject}: ${names(primary).join(', ')} (${width} px)`);
    }
    expect(tooWide).toEqual([]);
  });
});

describe('active filters and their clearing', () => {
  it('lists the filters the URL sets, a date range by either end, in declared order', () => {
    const declaration = payments as unknown as EntityDeclaration;
    expect(names(activeFilters(declaration, filterOf('', declaration)))).toEqual([]);
    expect(names(activeFilters(declaration, filterOf('q=abc&paidAtTo=2026-03-31&status=FAILED', declaration)))).toEqual(['status', 'paidAt']);
  });

  it('does not count a queue on its default (abuses on Open), but does count another status', () => {
    const declaration = abuses as unknown as EntityDeclaration;
    expect(activeFilters(declaration, filterOf('', declaration))).toEqual([]);
    expect(activeFilters(declaration, filterOf('status=OPEN', declaration))).toEqual([]);
    expect(names(activeFilters(declaration, filterOf('status=RESOLVED&reason=SPAM', declaration)))).toEqual(['status', 'reason']);
  });

  it('clears every parameter a filter owns, both ends of a range', () => {
    const [status, , paidAt] = (payments as unknown as EntityDeclaration).filters!;
    expect(clearingChanges([status, paidAt])).toEqual({ status: null, paidAtFrom: null, paidAtTo: null });
    expect(clearingChanges([])).toEqual({});
  });
});

describe("a chip's value, as the controls show it", () => {
  const [status, userId, paidAt] = (payments as unknown as EntityDeclaration).filters!;
  const declaration = payments as unknown as EntityDeclaration;

  it('reads enum labels, yes/no, countries and date ranges in English', async () => {
    const { intl, format } = await formatting('en');
    const text = (def: FilterDef, query: string, reference?: string) => filterValueText(def, filterOf(query, declaration), intl, format, reference);
    expect(text(status, 'status=FAILED,REFUNDED')).toBe('Failed, Refunded');
    expect(text(userId, 'userId=u-1', 'Sara Ahmadi')).toBe('Sara Ahmadi');
    expect(text(paidAt, 'paidAtFrom=2026-03-21&paidAtTo=2026-03-31')).toBe('Mar 21, 2026 – Mar 31, 2026');
    expect(text(paidAt, 'paidAtFrom=2026-03-21')).toBe('from Mar 21, 2026');
    expect(text(paidAt, 'paidAtTo=2026-03-31')).toBe('until Mar 31, 2026');
    expect(filterValueText({ kind: 'boolean', name: 'isActive' }, { isActive: false }, intl, format)).toBe('No');
    expect(filterValueText({ kind: 'country', name: 'countryCode' }, { countryCode: 'DE' }, intl, format)).toBe('Germany (DE)');
  });

  it('reads them in Persian, dates in the Persian calendar', async () => {
    const { intl, format } = await formatting('fa');
    const text = (def: FilterDef, query: string) => filterValueText(def, filterOf(query, declaration), intl, format);
    expect(text(status, 'status=FAILED')).toBe(intl.formatMessage({ id: 'enum.PaymentStatus.FAILED' }));
    // 21 March 2026 is 1 Farvardin 1405.
    expect(text(paidAt, 'paidAtFrom=2026-03-21')).toMatch(/^از ۱ فروردین ۱۴۰۵/);
    expect(text(paidAt, 'paidAtFrom=2026-03-21&paidAtTo=2026-03-31')).toMatch(/فروردین ۱۴۰۵ تا ۱۱ فروردین ۱۴۰۵$/);
    expect(filterValueText({ kind: 'boolean', name: 'isActive' }, { isActive: true }, intl, format)).toBe('بله');
  });
});
