import type { AppRule } from '../../ability/ability';
import { updateSettings, type UserData } from '../settings';
import { setFactorEnrollmentPending } from './factorEnrollment';

export interface SessionInput {
  user: UserData;
  token: string;
  abilityRules: readonly AppRule[] | readonly RawRule[];
}

/** A rule as GraphQL returns it: nullable optional members instead of absent ones. */
export interface RawRule {
  action: readonly string[] | string;
  subject?: readonly string[] | string | null;
  conditions?: unknown;
  fields?: readonly string[] | string | null;
  inverted?: boolean | null;
  reason?: string | null;
}

/** Drops GraphQL nulls so CASL sees absent members (a null `fields` would restrict to no field). */
export function toAppRules(rules: readonly RawRule[]): AppRule[] {
  return rules.map((rule) => {
    const out: Record<string, unknown> = { action: rule.action };
    if (rule.subject != null) out.subject = rule.subject;
    if (rule.conditions != null) out.conditions = rule.conditions;
    if (rule.fields != null) out.fields = rule.fields;
    if (rule.inverted) out.inverted = true;
    if (rule.reason != null) out.reason = rule.reason;
    return out as unknown as AppRule;
  });
}

export function pickUserData(user: UserData): UserData {
  const { id, email, fullName, avatarUrl, role } = user;
  return { id, email, fullName, avatarUrl: avatarUrl ?? null, role };
}

/** Stores what makes a session: userData, accessToken and userAbilityRules. */
export function startSession({ user, token, abilityRules }: SessionInput): void {
  updateSettings({
    userData: pickUserData(user),
    accessToken: token,
    userAbilityRules: toAppRules(abilityRules as readonly RawRule[]),
  });
}

/** Forgets the session; theme, language and layout settings stay. */
export function clearSession(): void {
  setFactorEnrollmentPending(false);
  updateSettings({ userData: null, accessToken: null, userAbilityRules: [] });
}
