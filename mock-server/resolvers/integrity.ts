import { mayMove } from '../../src/validation/transitions';
import { behaviours } from '../entities';
import type { Database } from '../store/db';
import type { Row } from '../store/types';
import type { UserErrorOut } from './input';

/** The entity an abuse report's `targetType` names. */
const ABUSE_TARGETS: Record<string, string> = { COMMENT: 'Comment', MEDIA: 'Media', USER: 'User' };

/** The row an abuse report is about (none when its type is unknown or the row is gone). */
export function abuseTargetOf(db: Database, report: Record<string, unknown>): Row | undefined {
  const type = ABUSE_TARGETS[String(report.targetType)];
  return type && report.targetId != null ? db.get(type, String(report.targetId)) : undefined;
}

/**
 * An abuse report must point at a row that exists (its target is a reference by type and id).
 * A report kept after its row was deleted (`previous`, unchanged target) can still be handled.
 */
export function abuseTargetErrors(db: Database, values: Record<string, unknown>, previous?: Row): UserErrorOut[] {
  if (!ABUSE_TARGETS[String(values.targetType)] || values.targetId == null) return [];
  if (previous && previous.targetType === values.targetType && String(previous.targetId) === String(values.targetId)) return [];
  return abuseTargetOf(db, values)
    ? []
    : [{ field: ['input', 'targetId'], message: 'validation.notFound', code: 'NOT_FOUND' }];
}

/**
 * An update of a frozen row (an issued invoice, a sent notification: see EntityBehaviour `frozen`)
 * that changes more than the fields still allowed; `changed` are the fields the update changes.
 */
export function frozenErrors(row: Row, changed: string[]): UserErrorOut[] {
  const frozen = behaviours[row.__typename].frozen;
  if (!frozen?.when(row)) return [];
  const refused = changed.filter((field) => !(frozen.allows ?? []).includes(field));
  return refused.length > 0 ? [{ field: ['id'], message: frozen.message, code: 'FROZEN', values: { fields: refused } }] : [];
}

/** A status step the entity's flow does not allow (an issued invoice back to draft); `patch` is what the update stores. */
export function flowErrors(row: Row, patch: Record<string, unknown>): UserErrorOut[] {
  const flow = behaviours[row.__typename].flow;
  if (!flow || !(flow.field in patch)) return [];
  const [from, to] = [row[flow.field], patch[flow.field]];
  return mayMove(flow, from, to) ? [] : [{ field: ['input', flow.field], message: flow.message, code: 'INVALID', values: { from, to } }];
}

/**
 * `rows` and every row deleted with them (cascade fields). Abuse reports about a row are not:
 * they are the moderators' evidence and stay in their queue, naming a target that is gone
 * (docs/decisions.md).
 */
export function cascadeOf(db: Database, rows: Row[]): Set<Row> {
  const doomed = new Set<Row>();
  const visit = (row: Row) => {
    if (doomed.has(row)) return;
    doomed.add(row);
    const model = db.model(row.__typename);
    for (const field of behaviours[row.__typename].cascade ?? []) {
      const inverse = model.inverses.find((candidate) => candidate.field === field);
      if (!inverse) continue;
      for (const child of db.all(inverse.target)) if (child[inverse.via] === row) visit(child);
    }
  };
  rows.forEach(visit);
  return doomed;
}

/**
 * What deleting `rows` would delete (the rows plus their cascaded children, e.g. a product's
 * attributes) or, when other rows still reference one of them, IN_USE errors and nothing.
 * References from rows deleted in the same request do not count.
 */
export function deletionPlan(db: Database, rows: Row[]): { rows: Row[]; userErrors: UserErrorOut[] } {
  const doomed = cascadeOf(db, rows);
  const userErrors: UserErrorOut[] = [];
  for (const row of rows) {
    const blockers = db
      .referencesTo(row)
      .map((group) => ({ ...group, rows: group.rows.filter((other) => !doomed.has(other)) }))
      .filter((group) => group.rows.length > 0);
    if (blockers.length === 0) continue;
    const count = blockers.reduce((sum, group) => sum + group.rows.length, 0);
    userErrors.push({
      field: ['id'],
      message: 'validation.inUse',
      code: 'IN_USE',
      values: { id: row.id, count, types: blockers.map((group) => group.type) },
    });
  }
  return userErrors.length > 0 ? { rows: [], userErrors } : { rows: [...doomed], userErrors };
}
