import type { IntlShape } from 'react-intl';
import { ENTITY_SEGMENTS, urls, type RoutedSubject } from '../../paths';

const isRouted = (subject: string): subject is RoutedSubject => subject in ENTITY_SEGMENTS;

/** An entity type as the menu names it ("Abuse reports"); one edited inside another's screens by its own name. */
export function subjectLabel(intl: IntlShape, subject: string): string {
  const id = isRouted(subject) ? `nav.entities.${ENTITY_SEGMENTS[subject]}` : `activity.subject.${subject}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : subject;
}

/** A changed field as its form labels it; a field without a label by its name. */
export function fieldLabel(intl: IntlShape, subject: string, field: string): string {
  const id = `${subject[0].toLowerCase()}${subject.slice(1)}.fields.${field}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : field;
}

/** Where a record opens: its edit screen (a user's, their page); none once it is gone or has no screen of its own. */
export function recordHref(subject: string, id: string, exists: boolean): string | null {
  if (!exists || !isRouted(subject)) return null;
  return subject === 'User' ? urls.userView(id) : urls.edit(subject, id);
}

/** Every entity type the log can name, by its label in the viewer's language. */
export function subjectOptions(intl: IntlShape, subjects: readonly string[]): { key: string; label: string }[] {
  return subjects.map((subject) => ({ key: subject, label: subjectLabel(intl, subject) })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}
