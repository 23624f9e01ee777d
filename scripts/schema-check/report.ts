import type { SchemaChange } from './changes';
import { effectsOf, parentOf, type Effect } from './impact';
import { touches, type Usage, type UsageKind } from './usages';

const KINDS: { kind: UsageKind; title: string }[] = [
  { kind: 'operation', title: 'operations' },
  { kind: 'screen', title: 'screens' },
  { kind: 'form field', title: 'form fields' },
  { kind: 'filter', title: 'filters' },
  { kind: 'column', title: 'columns' },
  { kind: 'rule', title: 'rules' },
];

const LABELS = { breaking: 'BREAKING ', dangerous: 'DANGEROUS', safe: 'safe     ' } as const;

/** What in the project one change touches, by kind, each name once. */
export function impactOf(change: SchemaChange, usages: Usage[]): Partial<Record<UsageKind, string[]>> {
  const impact: Partial<Record<UsageKind, string[]>> = {};
  for (const usage of usages) {
    if (!touches(usage, change.path)) continue;
    const names = (impact[usage.kind] ??= []);
    if (!names.includes(usage.name)) names.push(usage.name);
  }
  return impact;
}

function describe(change: SchemaChange, usages: Usage[]): string[] {
  const lines = [`${LABELS[change.level]}  ${change.message}  (${change.path})`];
  if (change.level === 'safe') return lines;
  // A dangerous change is one that may break a client: the library's reason says how.
  if (change.level === 'dangerous' && change.reason) lines.push(`           ${change.reason}`);
  const impact = impactOf(change, usages);
  const classified = { operation: effectsOf(change, usages, 'operation'), screen: effectsOf(change, usages, 'screen') };
  const touched = KINDS.filter(({ kind }) => impact[kind]?.length);
  if (!touched.length && !classified.operation['possibly affected'].length) lines.push('           touches nothing the admin uses');
  for (const { kind, title } of KINDS) {
    if (kind === 'operation' || kind === 'screen') lines.push(...effectLines(title, change, classified[kind]));
    else if (impact[kind]?.length) lines.push(`           ${title}:`, ...impact[kind]!.sort().map((name) => `             - ${name}`));
  }
  return lines;
}

/**
 * Operations and screens as Apollo's checks classify operations: those that break (they use
 * what changed), those possibly affected (they use what it sits in), and how many are unaffected.
 */
function effectLines(title: string, change: SchemaChange, effects: Record<Effect, string[]>): string[] {
  const list = (names: string[]) => names.map((name) => `             - ${name}`);
  const lines: string[] = [];
  if (effects.breaks.length) lines.push(`           ${title} that break:`, ...list(effects.breaks));
  if (effects['possibly affected'].length) lines.push(`           ${title} possibly affected (they use ${parentOf(change.path)}, not this):`, ...list(effects['possibly affected']));
  if (effects.breaks.length || effects['possibly affected'].length) lines.push(`           ${title} unaffected: ${effects.unaffected.length}`);
  return lines;
}

/** The readable report: a summary line, each breaking or dangerous change with what it touches, then the safe ones a line each. */
export function formatReport(changes: SchemaChange[], usages: Usage[], heading: string): string {
  const count = (level: SchemaChange['level']) => changes.filter((change) => change.level === level).length;
  const summary = changes.length
    ? `${changes.length} change(s): ${count('breaking')} breaking, ${count('dangerous')} dangerous, ${count('safe')} safe`
    : 'No changes.';
  const explained = changes.filter((change) => change.level !== 'safe');
  const safe = changes.filter((change) => change.level === 'safe');
  return [
    heading, summary, '',
    ...explained.flatMap((change) => [...describe(change, usages), '']),
    ...safe.flatMap((change) => describe(change, usages)),
  ].join('\n').trimEnd() + '\n';
}
