import type { IntlShape } from 'react-intl';
import type { UserErrorFieldsFragment } from '../../gql/graphql';
import { messageText } from '../display/messageText';

/** "Code: This value is already used": a row's problem, translated, naming its field by the form's label. */
export function problemText(intl: IntlShape, error: UserErrorFieldsFragment, labelOf: (name: string) => string): string {
  const reason = messageText(intl, { id: error.message, values: error.values ?? undefined }) ?? error.message;
  const name = error.field?.[0] === 'input' ? error.field[1] : undefined;
  return name ? `${labelOf(name)}: ${reason}` : reason;
}
