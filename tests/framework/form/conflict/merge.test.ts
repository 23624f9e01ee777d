import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../../src/framework/entity/types';
import { applyChoices, mergeForm } from '../../../../src/framework/form/conflict/merge';
import { richTextPlain } from '../../../../src/framework/form/conflict/richTextPlain';

const fields = [
  { name: 'title', kind: 'text' },
  { name: 'status', kind: 'radio', enumName: 'MediaStatus' },
  { name: 'tags', kind: 'tags' },
  { name: 'languageId', kind: 'reference', entity: 'Language' },
  { name: 'locked', kind: 'text' },
] as FieldDef[];
const base = { title: 'A', status: 'DRAFT', tags: ['x'], languageId: '1', locked: 'L' };

describe('three-way merge of a stale form', () => {
  it('keeps what only I changed, takes what only they changed, and asks where both differ', () => {
    const mine = { ...base, title: 'Mine', tags: ['x', 'y'], locked: 'typed' };
    const theirs = { ...base, title: 'Theirs', status: 'PUBLISHED', tags: ['x', 'y'], locked: 'Their L' };
    const result = mergeForm({ fields, base, mine, theirs, canEdit: (field) => field.name !== 'locked' });
    expect(result.conflicts).toEqual([{ field: fields[0], mine: 'Mine', theirs: 'Theirs' }]);
    expect(result.taken.map((field) => field.name)).toEqual(['status']);
    // Both added the same tag: no conflict. A field the viewer may not change is always theirs.
    expect(result.merged).toEqual({ title: 'Mine', status: 'PUBLISHED', tags: ['x', 'y'], languageId: '1', locked: 'Their L' });
    expect(applyChoices(result, { title: 'theirs' }).title).toBe('Theirs');
    expect(applyChoices(result, {}).title).toBe('Mine');
  });

  it('reads rich text as its words', () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }, { type: 'text', text: ' world' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'Again' }] }] };
    expect(richTextPlain(doc)).toBe('Hello world Again');
  });
});
