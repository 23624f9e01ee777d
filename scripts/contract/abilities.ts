import { asSubject } from '../../src/ability/ability';
import type { Action, Subject } from '../../src/ability/subjects';
import type { Login } from './context';
import type { Data } from './http/client';

/** Whether `login` may do `action` to the entity type, or to `row` (conditions), or to one field of it. */
export function may(login: Login, action: Action, type: string, row?: Data, field?: string): boolean {
  const target = row ? asSubject(type as Subject, row) : (type as Subject);
  return login.ability.can(action, target, field);
}
