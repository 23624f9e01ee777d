import type { IntlShape } from 'react-intl';
import { entityKey } from '../../entity/labels';
import type { EntityDeclaration } from '../../entity/types';
import { entityFieldCandidates, fieldLabelId } from '../fieldNames';

/** The form field that edits an entity field (`languageId` for `language`), if the form has one. */
export const formFieldOf = (declaration: EntityDeclaration, field: string) =>
  declaration.fields.find((candidate) => entityFieldCandidates(candidate).includes(field));

/** The label of an entity field (`language`) as the form shows it, else the catalog's, else its name. */
export function historyFieldLabel(intl: IntlShape, declaration: EntityDeclaration, field: string): string {
  const formField = formFieldOf(declaration, field);
  const id = formField ? fieldLabelId(declaration.subject, formField) : `${entityKey(declaration.subject)}.fields.${field}`;
  return id in intl.messages ? intl.formatMessage({ id }) : field;
}
