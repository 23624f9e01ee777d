import { defaultFieldResolver, type GraphQLFieldResolver } from 'graphql';
import { defineRulesFor } from '../../src/ability/rules';
import { STAFF_ROLES } from '../../src/ability/subjects';
import { authorize } from '../authz';
import type { MockContext } from '../context';
import type { Row } from '../store/types';

/** Every (type, field) that some role's read rule names: only those need a per-field check. */
export function readRestrictedFields(): Map<string, Set<string>> {
  const restricted = new Map<string, Set<string>>();
  for (const role of STAFF_ROLES) {
    for (const rule of defineRulesFor(role)) {
      const actions = ([] as string[]).concat(rule.action);
      if (!rule.fields || !actions.some((action) => action === 'read' || action === 'manage')) continue;
      for (const subject of ([] as string[]).concat(rule.subject as string | string[])) {
        const fields = restricted.get(subject) ?? new Set<string>();
        for (const field of ([] as string[]).concat(rule.fields)) fields.add(field);
        restricted.set(subject, fields);
      }
    }
  }
  return restricted;
}

/** FINANCE never reads PayGateway.secretKey: the field answers FORBIDDEN (and null) wherever it appears. */
export function restrictedFieldResolvers() {
  // Any field of any type: the arguments are whatever that field declares, passed through untouched.
  const map: Record<string, Record<string, GraphQLFieldResolver<Row, MockContext>>> = {};
  for (const [type, fields] of readRestrictedFields()) {
    map[type] = {};
    for (const field of fields) {
      map[type][field] = (parent, args, ctx, info) => {
        authorize(ctx, 'read', parent, field);
        return defaultFieldResolver(parent, args, ctx, info);
      };
    }
  }
  return map;
}
