import type { SchemaChange } from './changes';
import { touches, type Usage } from './usages';

/** How a change meets one screen, as Apollo's operation checks classify operations. */
export type Effect = 'breaks' | 'possibly affected' | 'unaffected';

/** What a change sits in: `Payment` for `Payment.trackingCode`, `Query.mediaList` for one of its arguments. */
const parentOf = (path: string) => (path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '');

/**
 * A screen breaks when its operations use what changed; it is possibly affected when they use
 * what the change sits in but not the change itself (another field of the type, another argument
 * of the field); otherwise it is unaffected.
 */
export function effectOn(change: SchemaChange, usages: Usage[]): Effect {
  if (usages.some((usage) => touches(usage, change.path))) return 'breaks';
  const parent = parentOf(change.path);
  if (parent && usages.some((usage) => usage.coordinate === parent || usage.coordinate.startsWith(`${parent}.`))) return 'possibly affected';
  return 'unaffected';
}

/** Every screen (by its paths) or operation (by name) under each effect of the change. */
export function effectsOf(change: SchemaChange, usages: Usage[], kind: 'screen' | 'operation'): Record<Effect, string[]> {
  const byName = new Map<string, Usage[]>();
  for (const usage of usages) if (usage.kind === kind) byName.set(usage.name, [...(byName.get(usage.name) ?? []), usage]);
  const effects: Record<Effect, string[]> = { breaks: [], 'possibly affected': [], unaffected: [] };
  for (const [name, own] of byName) effects[effectOn(change, own)].push(name);
  for (const list of Object.values(effects)) list.sort();
  return effects;
}

export { parentOf };
