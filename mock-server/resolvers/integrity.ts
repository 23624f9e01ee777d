import { mayMove } from '../../src/validation/transitions';
import { behaviours } from '../entities';
import type { Database } from '../store/db';
import type { Row } from '../store/types';
import type { UserErrorOut } from './input';

/** The entity an abuse report's `targetType` names. */
const ABUSE_TARGETS: Record<string, string> = { COMMENT: 'Comment', MEDIA: 'Media', USER: 'User' };

/** An abuse report must point at a row that exists (its target is a reference by type and id). */
export function abuseTargetErrors(db: Database, values: Record<string, unknown>): UserErrorOut[] {
  const type = ABUSE_TARGETS[String(values.targetType)];
  if (!type || values.targetId == null) return [];
  return db.get(type, String(values.targetId))
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

/** Reports about `row`: deleted with it (docs/decisions.md), so none is left pointing at nothing. */
function reportsAbout(db: Database, row: Row): Row[] {
  const targetType = Object.keys(ABUSE_TARGETS).find((key) => ABUSE_TARGETS[key] === row.__typename);
  if (!targetType || !db.models.has('Abuse')) return [];
  return db.all('Abuse').filter((report) => report.targetType === targetType && String(report.targetId) === row.id);
}

/** `rows` and every row deleted with them (cascade fields, abuse reports about them). */
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
    reportsAbout(db, row).forEach(visit);
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
