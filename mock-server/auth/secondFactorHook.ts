import type { MockContext } from '../context';
import type { Row } from '../store/types';

/**
 * Whether an account that many sources failed against goes on to its second factor instead of
 * waiting (issue 36): an account with one asks for the code, so guesses spread over many
 * addresses cannot make its owner wait. False until the second factor exists; its code answers
 * whether `user` has one enrolled (and then its sign-in asks for the code anyway).
 */
export function secondFactorInsteadOfWait(_ctx: MockContext, _user: Row | undefined): boolean {
  return false;
}
