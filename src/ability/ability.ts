import { createMongoAbility, subject as caslSubject, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Action, Subject } from './subjects';

/** Anything with a GraphQL `__typename` (an Apollo result or a mock-server row) is a subject instance. */
export type SubjectInstance = { __typename?: string } & Record<string, unknown>;

export type AppAbility = MongoAbility<[Action, Subject | SubjectInstance]>;
export type AppRule = RawRuleOf<AppAbility>;

function detectSubjectType(object: SubjectInstance): string {
  const tagged = (object as { __caslSubjectType__?: string }).__caslSubjectType__;
  return tagged ?? object.__typename ?? 'unknown';
}

/**
 * Builds the ability from raw rules. The admin only ever passes the rules it received with the
 * viewer query; the mock server passes `defineRulesFor(role)`.
 *
 * @example createAppAbility(viewer.abilityRules).can('delete', media) // media has __typename 'Media'
 */
export function createAppAbility(rules: AppRule[]): AppAbility {
  // CASL types the detector's result as a subject type; ours returns the __typename string.
  return createMongoAbility<AppAbility>(rules, { detectSubjectType: detectSubjectType as never });
}

/** Tags a plain object as an instance of `type` for condition checks. */
export function asSubject<T extends Record<string, unknown>>(type: Subject, object: T): T & SubjectInstance {
  return caslSubject(type as string, { ...object }) as T & SubjectInstance;
}
