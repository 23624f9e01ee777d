import { describe, expect, it } from 'vitest';
import abuse from '../../../../src/entities/abuse';
import media from '../../../../src/entities/media';
import notification from '../../../../src/entities/notification';
import { entityRegistry } from '../../../../src/entities/registry';
import plan from '../../../../src/entities/plan';
import user from '../../../../src/entities/user';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import { cellFieldOf } from '../../../../src/framework/list/inline/cellFields';

/** The editor kind and field name a column edits, or null. */
const edits = (declaration: EntityDeclaration, column: string) => {
  const cell = cellFieldOf(declaration, column);
  return cell && [cell.kind, cell.field.name];
};

describe('which column a cell edits, and with which editor', () => {
  it('gives each value kind its editor, from the field of the column’s name', () => {
    expect(edits(user, 'fullName')).toEqual(['text', 'fullName']);
    expect(edits(user, 'email')).toEqual(['text', 'email']);
    expect(edits(user, 'mobile')).toEqual(['text', 'mobile']);
    expect(edits(user, 'status')).toEqual(['enum', 'status']);
    expect(edits(user, 'role')).toEqual(['enum', 'role']);
    expect(edits(user, 'countryCode')).toEqual(['country', 'countryCode']);
    expect(edits(plan, 'durationDays')).toEqual(['number', 'durationDays']);
    expect(edits(plan, 'isActive')).toEqual(['boolean', 'isActive']);
    expect(edits(media, 'publishedAt')).toEqual(['datetime', 'publishedAt']);
    expect(edits(media, 'level')).toEqual(['enum', 'level']);
  });

  it('edits a money column’s amount alone, in the currency field the amount depends on', () => {
    const price = cellFieldOf(plan, 'price');
    expect(price?.kind).toBe('money');
    expect(price?.field).toMatchObject({ name: 'price', kind: 'money', currencyField: 'currency' });
  });

  it('finds a reference column’s field by the entity field it sets', () => {
    expect(edits(user, 'plan')).toEqual(['reference', 'planId']);
    expect(edits(abuse, 'reporter')).toEqual(['reference', 'reporterId']);
  });

  it('changes a reference tied to another (an accent to its language) in the form, which keeps the pair together', () => {
    expect(edits(media, 'language')).toEqual(['form', 'languageId']);
    const accent = { ...media, columns: [...media.columns, { key: 'accent' }] };
    expect(edits(accent, 'accent')).toEqual(['form', 'accentId']);
  });

  it('sends rich text, uploads, lists and clock values to the row’s form at that field', () => {
    expect(edits(media, 'coverUrl')).toEqual(['form', 'coverUrl']);
    expect(edits(media, 'durationSeconds')).toEqual(['form', 'durationSeconds']);
    expect(edits(media, 'description')).toEqual(['form', 'description']);
    expect(edits(media, 'clips')).toEqual(['form', 'clips']);
    expect(edits(media, 'masters')).toEqual(['form', 'masterIds']);
    expect(edits(plan, 'features')).toEqual(['form', 'features']);
    expect(edits(plan, 'description')).toEqual(['form', 'description']);
  });

  it('edits nothing where no field of the row sets the value: computed, shown from elsewhere, or not a field', () => {
    // A value the server computes (who handled a report, when): read-only on the form too.
    expect(cellFieldOf(abuse, 'handledBy')).toBeNull();
    expect(cellFieldOf(abuse, 'handledAt')).toBeNull();
    // The reported item is a column of its own; its form field is the declaration's own widget, of another name.
    expect(cellFieldOf(abuse, 'target')).toBeNull();
    expect(cellFieldOf(media, 'preview')).toBeNull();
    expect(cellFieldOf(user, 'lastLoginAt')).toBeNull();
    expect(cellFieldOf(plan, 'updatedAt')).toBeNull();
    expect(cellFieldOf(notification, 'sentAt')).toBeNull();
  });

  it('edits nothing of a nested path, a hidden or write-only field, or a column marked editable: false', () => {
    const base = { ...user, columns: [...user.columns] };
    expect(cellFieldOf(base, 'plan.title')).toBeNull();
    const hidden = { ...base, fields: base.fields.map((field) => (field.name === 'mobile' ? { ...field, hidden: true } : field)) };
    expect(cellFieldOf(hidden, 'mobile')).toBeNull();
    const secret = { ...base, fields: base.fields.map((field) => (field.name === 'email' ? { ...field, writeOnly: true } : field)) };
    expect(cellFieldOf(secret, 'email')).toBeNull();
    const marked = { ...base, columns: base.columns.map((column) => (column.key === 'role' ? { ...column, editable: false as const } : column)) };
    expect(cellFieldOf(marked, 'role')).toBeNull();
    expect(edits(marked, 'status')).toEqual(['enum', 'status']);
  });

  it('answers the same object for a column every time it is asked (a grid asks for every cell)', () => {
    expect(cellFieldOf(media, 'status')).toBe(cellFieldOf(media, 'status'));
  });

  it('gives every entity’s columns their own declaration’s fields, and each money column a money editor', async () => {
    const wrong: string[] = [];
    for (const [subject, entry] of Object.entries(entityRegistry)) {
      const declaration = (await entry.load()).default;
      for (const column of declaration.columns) {
        const cell = cellFieldOf(declaration, column.key);
        if (cell && !declaration.fields.includes(cell.field)) wrong.push(`${subject}.${column.key}: not its field`);
        if (cell && column.kind === 'money' && cell.kind !== 'money') wrong.push(`${subject}.${column.key}: ${cell.kind}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
