import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useCallback, useContext } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';

/**
 * How a reference picker finds rows of an entity: its list query (search-as-you-type), its get
 * query (loaded when first needed: the label of a value that arrived without one) and a label.
 */
export interface ReferenceSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: TypedDocumentNode<any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get: () => Promise<TypedDocumentNode<any, { id: string }>>;
  /**
   * How a row is named in the viewer's language (`locale`, e.g. `fa-IR`): a picker's option, a
   * chosen value, and a declaration's default `title`.
   */
  label: (row: { id: string }, locale: string) => string;
  /**
   * Few rows, named in the viewer's language by the client (languages): a picker loads them all
   * once and matches what is typed against their labels and their own text, as the server's search
   * knows only the stored names ("انگلیسی" finds English).
   */
  local?: boolean;
}

/** One source per entity: any form or filter may reference any entity. */
export type ReferenceSources = Record<EntitySubject, ReferenceSource>;

const ReferenceSourcesContext = createContext<ReferenceSources | null>(null);

/**
 * The app hands the entities' row titles to the framework here (the router, with the entities'
 * `rowTitles`), so the framework names rows without knowing any entity.
 */
export const ReferenceSourcesProvider = ReferenceSourcesContext.Provider;

export function useReferenceSources(): ReferenceSources {
  const sources = useContext(ReferenceSourcesContext);
  if (!sources) throw new Error('Reference sources are missing: render inside a ReferenceSourcesProvider.');
  return sources;
}

/**
 * The label a reference source gives a row. A form fragment may select fewer fields than the list
 * row the label was written for (a quiz's `media { id title }`), so a label missing a part falls
 * back to the row's own title or name rather than printing "undefined".
 */
export function labelOfRow(source: ReferenceSource | undefined, row: { id: string } & Record<string, unknown>, locale: string): string {
  let label = '';
  try {
    label = source?.label(row, locale) ?? '';
  } catch {
    // A label reading a nested field the fragment did not select.
  }
  if (label && !label.includes('undefined')) return label;
  const fallback = row.title ?? row.name ?? row.fullName ?? row.id;
  return String(fallback);
}

/**
 * A declaration's name for its rows: its own `title` when it states one, else the entity's row
 * title (the same one pickers show).
 */
export function useRowTitle(declaration: { subject: EntitySubject; title?: (row: never) => string }): (row: { id: string }) => string {
  const source = useReferenceSources()[declaration.subject];
  const { locale } = useIntl();
  const { title } = declaration;
  return useCallback(
    (row: { id: string }) => (title ? title(row as never) : labelOfRow(source, row as { id: string } & Record<string, unknown>, locale)),
    [source, title, locale],
  );
}
