import { GraphQLError } from 'graphql';
import type { MockServices } from '../context';
import type { Row } from '../store/types';

/** The refusal's own code beside FORBIDDEN (extensions.reasonCode), as schema.graphql `SecondFactor` says. */
export const FACTOR_ENROLLMENT_REQUIRED = 'FACTOR_ENROLLMENT_REQUIRED';

/** What a session that must enrol first may ask: who it is, to enrol, and to sign out. */
export const FACTOR_PENDING_ALLOWED = new Set(['viewer', 'logout', 'enrollFactorStart', 'enrollFactorConfirm', '__typename']);

/** Whether `role` must have a second factor (a server setting: config.factorRequiredRoles). */
export function factorRequired(services: Pick<MockServices, 'config'>, role: unknown): boolean {
  return services.config.factorRequiredRoles?.includes(String(role)) ?? false;
}

/** A member of a role that requires a second factor, with none enrolled: the session may only enrol. */
export function mustEnrol(services: Pick<MockServices, 'config' | 'factors'>, user: Row): boolean {
  return Boolean(services.factors) && factorRequired(services, user.role) && !services.factors!.hasFactor(user.id);
}

export function factorEnrollmentRequired(): GraphQLError {
  return new GraphQLError('Enrol a second factor first', {
    extensions: { code: 'FORBIDDEN', reasonCode: FACTOR_ENROLLMENT_REQUIRED, reason: 'factor.enrollmentRequired' },
  });
}
