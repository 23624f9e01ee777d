// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { createInput, updateInput } from '../../../src/framework/form/buildInput';
import { entityFormValues, newFormValues } from '../../../src/framework/form/formValues';
import { rowTitles } from '../../../src/entities/rowTitles';
import { ReferenceLabels } from '../../../src/framework/fields/referenceLabels';

const fields: FieldDef[] = [
  { name: 'features', kind: 'stringList' },
  { name: 'answers', kind: 'stringList', minItems: 1 },
  { name: 'startMs', kind: 'timecode' },
  {
    name: 'items',
    kind: 'repeater',
    fields: [
      { name: 'description', kind: 'text' },
      { name: 'productId', kind: 'reference', entity: 'Product' },
      { name: 'linkUrl', kind: 'url' },
    ],
    newItem: { description: '', productId: null, linkUrl: '' },
  },
  { name: 'mediaIds', kind: 'references', entity: 'Media', ordered: true },
];

describe('form values of list kinds', () => {
  it('starts lists empty, a timecode null, and offers the rows minItems asks for', () => {
    expect(newFormValues(fields, {})).toEqual({ features: [], answers: [''], startMs: null, items: [], mediaIds: [] });
  });

  it('reads repeater items without __typename, a reference inside an item as its id, and keeps the order of references', () => {
    const labels = new ReferenceLabels(rowTitles);
    const entity = {
      __typename: 'Invoice',
      features: ['a', 'b'],
      answers: [],
      startMs: 90250,
      items: [
        { __typename: 'InvoiceItem', description: 'Course', product: { __typename: 'Product', id: 'p1', title: 'English A1' }, linkUrl: null },
      ],
      media: [{ __typename: 'Media', id: 'm2', title: 'Two' }, { __typename: 'Media', id: 'm1', title: 'One' }],
    };
    expect(entityFormValues(fields, entity, labels)).toEqual({
      features: ['a', 'b'],
      answers: [''],
      startMs: 90250,
      items: [{ description: 'Course', productId: 'p1', linkUrl: '' }],
      mediaIds: ['m2', 'm1'],
    });
    expect(labels.get('Product', 'p1')).toBe('English A1');
  });

  it('sends items without blank rows or blank strings, an emptied control inside an item as null', () => {
    const values = {
      features: ['Offline', '  ', 'Two devices'],
      answers: [''],
      startMs: 1500,
      items: [{ description: 'Course', productId: 'p1', linkUrl: '' }, { description: '', productId: null, linkUrl: '' }],
      mediaIds: ['m2', 'm1'],
    };
    expect(createInput({ fields, values, isVisible: () => true })).toEqual({
      features: ['Offline', 'Two devices'],
      answers: [],
      startMs: 1500,
      items: [{ description: 'Course', productId: 'p1', linkUrl: null }],
      mediaIds: ['m2', 'm1'],
    });
  });

  it('sends a reordered list as changed', () => {
    const initial = { features: ['a', 'b'], answers: [''], startMs: null, items: [], mediaIds: ['m1', 'm2'] };
    const values = { ...initial, mediaIds: ['m2', 'm1'] };
    expect(updateInput({ fields, values, initial, isVisible: () => true, canUpdate: () => true })).toEqual({ mediaIds: ['m2', 'm1'] });
  });
});
