import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { parseListParams, serializeListParams, type ListState } from '../../../src/framework/list/listParams';
import { languages, payments } from './declarations';

const parse = (query: string, declaration: EntityDeclaration = payments as never) => parseListParams(new URLSearchParams(query), declaration);

describe('list params', () => {
  it('defaults to page 1 of 10 rows, unsorted and unfiltered', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 10, sort: null, search: '', filter: {} });
  });

  it('round-trips every kind of state through the URL (parse ∘ serialize is the identity)', () => {
    const state = parse('page=3&pageSize=all&sort=AMOUNT:desc&q=TRK&status=FAILED,REFUNDED&userId=u-7&paidAtFrom=2026-03-01&paidAtTo=2026-03-31');
    expect(state.page).toBe(3);
    expect(state.pageSize).toBeNull();
    expect(state.sort).toEqual({ field: 'AMOUNT', direction: 'DESC' });
    expect(state.filter).toMatchObject({ search: 'TRK', status: ['FAILED', 'REFUNDED'], userId: 'u-7' });
    expect(parse(serializeListParams(state).toString())).toEqual(state);

    const language = parse('pageSize=25&isActive=false&countryCode=ir', languages as never);
    expect(language.filter).toEqual({ isActive: false, countryCode: 'IR' });
    expect(parse(serializeListParams(language).toString(), languages as never)).toEqual(language);
  });

  it('turns a day range into the first and last instant of those local days', () => {
    const { filter } = parse('paidAtFrom=2026-03-01&paidAtTo=2026-03-31');
    expect(filter.paidAtFrom).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(filter.paidAtTo).toBe(new Date(2026, 2, 31, 23, 59, 59, 999).toISOString());
    expect(serializeListParams({ page: 1, pageSize: 10, sort: null, search: '', filter }).toString()).toBe(
      'paidAtFrom=2026-03-01&paidAtTo=2026-03-31',
    );
  });

  it('drops unknown and invalid values instead of failing', () => {
    const state = parse(
      'page=-2&pageSize=7&sort=PASSWORD:asc&status=PAID,FAILED,nope&paidAtFrom=2026-02-30&paidAtTo=yesterday&foo=bar&userId=',
    );
    expect(state).toEqual({ page: 1, pageSize: 10, sort: null, search: '', filter: { status: ['FAILED'] } });
    expect(parse('page=2.5&pageSize=all&sort=AMOUNT:sideways').page).toBe(1);
    expect(parse('sort=AMOUNT:sideways').sort).toBeNull();
    expect(parse('countryCode=ZZ&isActive=maybe', languages as never).filter).toEqual({});
  });

  it('leaves defaults out of the URL so links stay short', () => {
    const state: ListState = { page: 1, pageSize: 10, sort: null, search: '', filter: {} };
    expect(serializeListParams(state).toString()).toBe('');
    expect(serializeListParams({ ...state, page: 2, pageSize: 50, sort: { field: 'TITLE', direction: 'ASC' } }).toString()).toBe(
      'page=2&pageSize=50&sort=TITLE%3Aasc',
    );
  });
});
