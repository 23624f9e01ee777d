import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import type { GraphQLSchema } from 'graphql';

export type Level = 'breaking' | 'dangerous' | 'safe';

export interface SchemaChange {
  level: Level;
  message: string;
  /** Schema coordinate the change is at: `Media`, `Media.title`, `Query.mediaList.filter`, `MediaStatus.PUBLISHED`. */
  path: string;
  /** Why the library rates it so, when it says. */
  reason?: string;
}

const LEVELS: Record<CriticalityLevel, Level> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};

const toChange = (change: Change): SchemaChange => ({
  level: LEVELS[change.criticality.level],
  message: change.message,
  path: change.path ?? '',
  reason: change.criticality.reason,
});

const ORDER: Level[] = ['breaking', 'dangerous', 'safe'];

/** What changed from `base` to `current`, as @graphql-inspector rates it, breaking first. */
export async function schemaChanges(base: GraphQLSchema, current: GraphQLSchema): Promise<SchemaChange[]> {
  const changes = (await diff(base, current)).map(toChange);
  return changes.sort((a, b) => ORDER.indexOf(a.level) - ORDER.indexOf(b.level) || a.path.localeCompare(b.path));
}
