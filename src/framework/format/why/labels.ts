import type { IntlShape } from 'react-intl';
import { ENUM_VALUES } from '../../../gql-facts/schemaFacts';
import { ENTITY_SEGMENTS } from '../../../paths';

const has = (intl: IntlShape, id: string) => id in intl.messages;
const say = (intl: IntlShape, id: string, fallback: string) => (has(intl, id) ? intl.formatMessage({ id }) : fallback);
const capital = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;
const lower = (word: string) => `${word[0].toLowerCase()}${word.slice(1)}`;

/** An entity type as the menu names it ("Abuse reports"); one without a menu entry by its own label. */
export function subjectLabel(intl: IntlShape, subject: string): string {
  const menu = subject in ENTITY_SEGMENTS ? `nav.entities.${ENTITY_SEGMENTS[subject as keyof typeof ENTITY_SEGMENTS]}` : null;
  const id = [menu, `activity.subject.${subject}`, `roles.subject.${subject}`].find((candidate) => candidate && has(intl, candidate));
  return id ? intl.formatMessage({ id }) : subject;
}

/** A field as its entity's form labels it (`<entity>.fields.<field>`); one without a label by its name. */
export function fieldLabel(intl: IntlShape, subject: string, field: string): string {
  return say(intl, `${lower(subject)}.fields.${field}`, field);
}

/** The fields an entity's catalog labels, by name (what "Why?" can ask about without loading the entity). */
export function labelledFields(intl: IntlShape, subject: string): string[] {
  const prefix = `${lower(subject)}.fields.`;
  return Object.keys(intl.messages).filter((id) => id.startsWith(prefix) && !id.slice(prefix.length).includes('.')).map((id) => id.slice(prefix.length));
}

/**
 * The schema enum a field's values come from, by the schema's naming (`Media.status` →
 * `MediaStatus`, `User.role` → `Role`); null when none is named so.
 */
export function enumOf(subject: string, field: string): string | null {
  const candidates = [`${subject}${capital(field)}`, capital(field)];
  return candidates.find((name) => name in ENUM_VALUES) ?? null;
}

/** A value as the admin shows it: an enum value by its label (`enum.<Enum>.<VALUE>`), anything else as written. */
export function valueLabel(intl: IntlShape, subject: string, field: string, value: unknown): string {
  const type = enumOf(subject, field);
  return type ? say(intl, `enum.${type}.${String(value)}`, String(value)) : String(value);
}

export const actionLabel = (intl: IntlShape, action: string): string => say(intl, `roles.action.${action}`, action);
export const roleLabel = (intl: IntlShape, role: string): string => say(intl, `enum.Role.${role}`, role);
/** An action as a sentence's verb ("delete" / «حذف کند»). */
export const verbLabel = (intl: IntlShape, action: string): string => say(intl, `roles.verb.${action}`, action);
