import { getNamedType, isEnumType, type DocumentNode } from 'graphql';
import type { EntitySpec } from '../conventions/entities';
import type { Answer, Data, Identity } from '../http/client';
import type { SuiteContext } from '../context';
import { Violation } from '../verdict';
import { completeInput, copyInto, inputSources, reshaped } from './inputs';
import { selectionOf } from '../documents';

/** A row the suite created: removed at the end, whatever happened. */
export interface MarkedRow {
  entity: EntitySpec;
  id: string;
  input: Data;
}

export interface Created {
  answer: Answer;
  input: Data;
  /** Id of the row the server created, if it did. */
  id: string | null;
}

export interface CreateOptions {
  overrides?: Data;
  document?: DocumentNode;
  from?: number;
}

const MAX_SOURCES = 6;
const MAX_RETRIES = 8;

/** The payload of a create or update (`mediaCreate`), whatever the row field is called. */
export function payloadOf(entity: EntitySpec, answer: Answer, root: string): { row: Data | null; userErrors: Data[] } | null {
  const payload = answer.data?.[root] as Data | null | undefined;
  if (!payload) return null;
  return { row: (payload[entity.payloadField ?? ''] as Data | null) ?? null, userErrors: (payload.userErrors as Data[] | undefined) ?? [] };
}

/**
 * Creates rows the suite marks (`ctr-<run>` at the start of a text field, when the entity has
 * one) and remembers, by copying rows the server holds; a value the server says is taken gets
 * another of the same shape, a copy refused for another reason is replaced by the next row.
 */
export class Marks {
  readonly rows: MarkedRow[] = [];
  private sources = new Map<string, Promise<Data[]>>();
  /** Input keys whose values had to be made unique, per entity: fresh values for later copies too. */
  private unique = new Map<string, Set<string>>();

  constructor(private readonly ctx: Pick<SuiteContext, 'client' | 'docs' | 'main' | 'options'>) {}

  get marker(): string {
    return `ctr-${this.ctx.options.runId}`;
  }

  /** Rows to copy, those in their enums' first values first (a draft before a sent notification). */
  private candidates(entity: EntitySpec): Promise<Data[]> {
    let pending = this.sources.get(entity.type);
    if (!pending) {
      pending = (async () => {
        const selection = selectionOf(entity.object, inputSources(entity.object, entity.createInput!));
        const variables = { page: 1, pageSize: 40 };
        const answer = await this.ctx.client.request(this.ctx.docs.list(entity, selection, variables), variables, this.ctx.main);
        const rows = ((answer.data?.[entity.list.name] as Data | null)?.items as Data[] | undefined) ?? [];
        const rank = (row: Data) => Object.entries(row).reduce((sum, [key, value]) => {
          const type = entity.object.getFields()[key] && getNamedType(entity.object.getFields()[key].type);
          return sum + (isEnumType(type) ? type.getValues().findIndex((each) => each.name === value) : 0);
        }, 0);
        return rows.map((row, index) => ({ row, index, rank: rank(row) })).sort((a, b) => a.rank - b.rank || a.index - b.index).map((each) => each.row);
      })();
      this.sources.set(entity.type, pending);
    }
    return pending;
  }

  /** The text field that carries the mark: a search field if possible, the longest otherwise. */
  markField(entity: EntitySpec, input: Data): string | null {
    const search = entity.filters.flatMap((spec) => (spec.kind === 'search' ? spec.fields : []));
    const texts = Object.values(entity.createInput!.getFields())
      .filter((field) => getNamedType(field.type).name === 'String' && typeof input[field.name] === 'string' && (input[field.name] as string).length >= 6)
      .map((field) => field.name)
      .sort((a, b) => Number(search.includes(b)) - Number(search.includes(a)) || (input[b] as string).length - (input[a] as string).length);
    return texts[0] ?? null;
  }

  /** A fresh input copied from the n-th candidate, marked, with unique values made fresh. */
  async input(entity: EntitySpec, nth = 0): Promise<Data | null> {
    const rows = await this.candidates(entity);
    if (nth >= rows.length) return null;
    const input = completeInput(entity.createInput!, copyInto(entity.createInput!, entity.object, rows[nth]), this.marker);
    const field = this.markField(entity, input);
    if (field) input[field] = `${this.marker} ${String(input[field])}`;
    for (const key of this.unique.get(entity.type) ?? []) if (typeof input[key] === 'string') input[key] = reshaped(input[key] as string);
    return input;
  }

  /** Sends a create as `who` (the main login unless said) and remembers the row if one was made. */
  async send(entity: EntitySpec, input: Data, who: Identity = this.ctx.main, document?: DocumentNode): Promise<Created> {
    const answer = await this.ctx.client.request(document ?? this.ctx.docs.mutation(entity.create!, { input }), { input }, who);
    const id = (payloadOf(entity, answer, entity.create!.name)?.row?.id as string | undefined) ?? null;
    if (id) this.rows.push({ entity, id, input });
    return { answer, input, id };
  }

  /**
   * A marked row of `entity` copied from the first usable row from the `from`-th on, with
   * `overrides` applied; `document` is the create to send (the admin's own, or the suite's).
   */
  async create(entity: EntitySpec, { overrides = {}, document, from = 0 }: CreateOptions = {}): Promise<Created & { id: string; nth: number }> {
    let last: Created | null = null;
    const strings = Object.values(entity.createInput!.getFields()).filter((field) => ['String', 'EmailAddress'].includes(getNamedType(field.type).name)).map((field) => field.name);
    for (let nth = from; nth < from + MAX_SOURCES; nth += 1) {
      const copied = await this.input(entity, nth);
      if (!copied) break;
      let input = { ...copied, ...overrides };
      for (let attempt = 0; attempt < MAX_RETRIES; attempt += 1) {
        last = await this.send(entity, input, this.ctx.main, document);
        if (last.id) return { ...last, id: last.id, nth };
        const errors = payloadOf(entity, last.answer, entity.create!.name)?.userErrors ?? [];
        // Only a text value the server says is taken can be replaced by another of its shape.
        const taken = errors.filter((error) => error.code === 'TAKEN' && Array.isArray(error.field)).map((error) => String((error.field as string[])[1])).filter((key) => strings.includes(key));
        if (!errors.length || taken.length < errors.length) break;
        const fresh = this.unique.get(entity.type) ?? new Set<string>();
        taken.forEach((key) => fresh.add(key));
        this.unique.set(entity.type, fresh);
        input = { ...input, ...Object.fromEntries(taken.map((key) => [key, reshaped(String(input[key]))])) };
      }
    }
    const errors = last ? JSON.stringify(last.answer.errors ?? payloadOf(entity, last.answer, entity.create!.name)?.userErrors ?? []) : 'no row to copy';
    throw new Violation(`no copy of a row the server holds could be created: ${errors.slice(0, 300)}`, last?.answer.call);
  }

  /** Remembers again a row the suite brought back (restored from the trash). */
  remember(entity: EntitySpec, id: string, input: Data): void {
    this.rows.push({ entity, id, input });
  }

  /** Forgets a row the suite deleted itself. */
  forget(id: string, entity: EntitySpec): void {
    const index = this.rows.findIndex((row) => row.id === id && row.entity === entity);
    if (index >= 0) this.rows.splice(index, 1);
  }
}
