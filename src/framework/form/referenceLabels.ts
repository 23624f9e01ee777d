import type { EntitySubject } from '../../ability/subjects';
import { referenceSources } from '../entity/references';

/**
 * Labels of referenced rows the form has seen (the edited entity's own references, then every
 * pick), so a picker shows "Persian (fa)" for its current id before any search has run.
 */
export class ReferenceLabels {
  private readonly labels = new Map<string, string>();

  get(entity: EntitySubject, id: string): string | undefined {
    return this.labels.get(`${entity}:${id}`);
  }

  remember(entity: EntitySubject, id: string, label: string): void {
    this.labels.set(`${entity}:${id}`, label);
  }
}

/**
 * The label a reference source gives a row. A form fragment may select fewer fields than the list
 * row the label was written for (a quiz's `media { id title }`), so a label missing a part falls
 * back to the row's own title or name rather than printing "undefined".
 */
export function referenceLabel(entity: EntitySubject, row: { id: string } & Record<string, unknown>): string {
  let label = '';
  try {
    label = referenceSources[entity].label(row);
  } catch {
    // A label reading a nested field the fragment did not select.
  }
  if (label && !label.includes('undefined')) return label;
  const fallback = row.title ?? row.name ?? row.fullName ?? row.id;
  return String(fallback);
}
