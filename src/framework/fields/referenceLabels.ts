import type { EntitySubject } from '../../ability/subjects';
import { labelOfRow, type ReferenceSources } from '../entity/references';

/**
 * Labels of referenced rows the form has seen (the edited entity's own references, then every
 * pick), so a picker shows "فارسی" (in fa) for its current id before any search has run.
 */
export class ReferenceLabels {
  private readonly labels = new Map<string, string>();

  /**
   * `sources` name rows the form reads (useReferenceSources() in a component), in the language of
   * `locale` (the form's `intl.locale`); without them a row is named by its own title or name.
   */
  constructor(
    private readonly sources?: ReferenceSources,
    private readonly locale = 'en-US',
  ) {}

  get(entity: EntitySubject, id: string): string | undefined {
    return this.labels.get(`${entity}:${id}`);
  }

  remember(entity: EntitySubject, id: string, label: string): void {
    this.labels.set(`${entity}:${id}`, label);
  }

  /** The label of `row` as its entity names rows (see labelOfRow). */
  labelOf(entity: EntitySubject, row: { id: string } & Record<string, unknown>): string {
    return labelOfRow(this.sources?.[entity], row, this.locale);
  }
}
