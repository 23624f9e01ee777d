import type { MockContext } from '../context';
import type { Row } from '../store/types';

/**
 * Whether an account that many sources failed against goes on to its second factor instead of
 * waiting (issue 36): an account with one asks for the code (its sign-in always does), so guesses
 * spread over many addresses cannot make its owner wait.
 */
export function secondFactorInsteadOfWait(ctx: MockContext, user: Row | undefined): boolean {
  return user !== undefined && (ctx.factors?.hasFactor(String(user.id)) ?? false);
}
