import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { createInput, updateInput } from '../../../src/framework/form/buildInput';
import { entityFormValues, newFormValues } from '../../../src/framework/form/formValues';
import { rowTitles } from '../../../src/entities/rowTitles';
import { ReferenceLabels } from '../../../src/framework/fields/referenceLabels';

const fields: FieldDef[] = [
  { name: 'mediaId', kind: 'reference', entity: 'Media' },
  { name: 'masterIds', kind: 'references', entity: 'Master' },
  { name: 'title', kind: 'text' },
  { name: 'isFree', kind: 'switch' },
  { name: 'options', kind: 'custom', component: () => null },
  { name: 'sortOrder', kind: 'number' },
];

describe('form values', () => {
  it('starts a new form empty, then with the schema’s and the declaration’s defaults', () => {
    expect(newFormValues(fields, { title: 'from schema' }, { isFree: true })).toEqual({
      mediaId: null, masterIds: [], title: 'from schema', isFree: true, options: null, sortOrder: null,
    });
  });

  it('reads an entity through the FieldDefs and remembers the references’ labels', () => {
    const labels = new ReferenceLabels(rowTitles);
    const entity = {
      __typename: 'Media', id: '9', title: 'Hello',
      media: { __typename: 'Media', id: 'm1', title: 'Friends S01E01' },
      masters: [{ __typename: 'Master', id: 't1', firstName: 'Sara', lastName: 'Karimi' }],
      options: [{ __typename: 'QuizOption', text: 'yes', isCorrect: true }],
      isFree: null,
    };
    expect(entityFormValues(fields, entity, labels)).toEqual({
      mediaId: 'm1', masterIds: ['t1'], title: 'Hello', isFree: false, options: [{ text: 'yes', isCorrect: true }], sortOrder: null,
    });
    expect(labels.get('Media', 'm1')).toBe('Friends S01E01');
    expect(labels.get('Master', 't1')).toBe('Sara Karimi');
  });

  it('creates with every visible value, empty ones as null, without blank rows', () => {
    const values = { mediaId: 'm1', masterIds: [], title: 'Hi', isFree: false, options: [{ text: 'a', isCorrect: true }, { text: '', isCorrect: false }], sortOrder: null, countryCode: '' };
    expect(createInput({ fields, values, isVisible: (field) => field.name !== 'title' })).toEqual({
      mediaId: 'm1', masterIds: [], isFree: false, options: [{ text: 'a', isCorrect: true }], sortOrder: null, countryCode: null,
    });
  });

  it('updates only what changed and what the viewer may change', () => {
    const initial = { mediaId: 'm1', masterIds: ['t1'], title: 'Hi', isFree: false, options: null, sortOrder: 3 };
    const values = { ...initial, masterIds: ['t1', 't2'], title: 'Hello', sortOrder: null };
    expect(updateInput({ fields, values, initial, isVisible: () => true, canUpdate: (field) => field.name !== 'title' })).toEqual({
      masterIds: ['t1', 't2'], sortOrder: null,
    });
  });
});
