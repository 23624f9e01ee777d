import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../../../src/ability/ability';
import { defineRulesFor, PUBLISHED_MEDIA_STATUS_REASON } from '../../../../src/ability/rules';
import invoice from '../../../../src/entities/invoice';
import media from '../../../../src/entities/media';
import notification from '../../../../src/entities/notification';
import plan from '../../../../src/entities/plan';
import user from '../../../../src/entities/user';
import type { EntityDeclaration, FieldDef } from '../../../../src/framework/entity/types';
import { CELL_LOCKED, cellAccess } from '../../../../src/framework/list/inline/cellAccess';
import { cellFieldOf } from '../../../../src/framework/list/inline/cellFields';
import { CELL_NOT_USED, cellLock } from '../../../../src/framework/list/inline/cellLock';

const abilityOf = (role: string) => createAppAbility(defineRulesFor(role));
const fieldOf = (declaration: EntityDeclaration, column: string): FieldDef => cellFieldOf(declaration, column)!.field;

const learner = { __typename: 'User', id: 'u-learner', role: 'LEARNER', status: 'ACTIVE', mobile: '+989121234567' };
const staff = { __typename: 'User', id: 'u-editor', role: 'EDITOR', status: 'ACTIVE', mobile: '+989121234568' };
const draft = { __typename: 'Media', id: 'm-draft', status: 'DRAFT', title: 'Pilot' };
const published = { __typename: 'Media', id: 'm-live', status: 'PUBLISHED', title: 'Finale' };
const USER_COLUMNS = ['fullName', 'email', 'mobile', 'role', 'status', 'plan', 'countryCode'];

/** The user columns a role may edit on a row. */
const editableUserColumns = (role: string, row: Record<string, unknown>) =>
  USER_COLUMNS.filter((column) => cellAccess(abilityOf(role), 'User', row, fieldOf(user, column)).editable);

describe('who may change a cell, from the rules the server enforces', () => {
  it('lets SUPPORT change a learner’s status and mobile only, and no cell of a staff account', () => {
    expect(editableUserColumns('SUPPORT', learner)).toEqual(['mobile', 'status']);
    expect(editableUserColumns('SUPPORT', staff)).toEqual([]);
  });

  it('lets a MODERATOR change a learner’s status only', () => {
    expect(editableUserColumns('MODERATOR', learner)).toEqual(['status']);
  });

  it('says why a locked cell is locked: the rule’s reason, else the generic one', () => {
    expect(cellAccess(abilityOf('SUPPORT'), 'User', learner, fieldOf(user, 'email'))).toEqual({ editable: false, reason: CELL_LOCKED });
    expect(cellAccess(abilityOf('SUPPORT'), 'User', staff, fieldOf(user, 'status'))).toEqual({ editable: false, reason: CELL_LOCKED });
    expect(cellAccess(abilityOf('SUPPORT'), 'User', learner, fieldOf(user, 'status'))).toEqual({ editable: true });
  });

  it('keeps an EDITOR off a published item’s status, with the rule’s reason, but not off a draft’s', () => {
    const editor = abilityOf('EDITOR');
    const status = fieldOf(media, 'status');
    expect(cellAccess(editor, 'Media', published, status)).toEqual({ editable: false, reason: PUBLISHED_MEDIA_STATUS_REASON });
    expect(cellAccess(editor, 'Media', draft, status)).toEqual({ editable: true });
    // The rule is about the status: the published item's other cells stay open.
    expect(cellAccess(editor, 'Media', published, fieldOf(media, 'title'))).toEqual({ editable: true });
    expect(cellAccess(editor, 'Media', published, fieldOf(media, 'language'))).toEqual({ editable: true });
  });

  it('lets ADMIN change every cell of every row', () => {
    const admin = abilityOf('ADMIN');
    expect(editableUserColumns('ADMIN', staff)).toEqual(USER_COLUMNS);
    expect(cellAccess(admin, 'Media', published, fieldOf(media, 'status'))).toEqual({ editable: true });
  });

  it('checks a reference cell on the entity field it sets, and a row without its type as the subject', () => {
    expect(cellAccess(abilityOf('FINANCE'), 'Plan', { id: 'p1', price: 100 }, fieldOf(plan, 'price'))).toEqual({ editable: true });
    // EDITOR manages content, not plans: a row missing __typename is still checked as a Plan.
    expect(cellAccess(abilityOf('EDITOR'), 'Plan', { id: 'p1', price: 100 }, fieldOf(plan, 'price')).editable).toBe(false);
    expect(cellAccess(abilityOf('SUPPORT'), 'User', { id: 'u2', role: 'LEARNER' }, fieldOf(user, 'status')).editable).toBe(true);
    expect(cellAccess(abilityOf('SUPPORT'), 'User', learner, fieldOf(user, 'plan')).editable).toBe(false);
  });
});

describe('a cell locked as the row’s form would be', () => {
  const admin = abilityOf('ADMIN');

  it('locks every cell of a record that cannot change any more, with the declaration’s note', () => {
    const issued = { __typename: 'Invoice', id: 'i1', status: 'ISSUED', dueAt: null };
    expect(cellLock(invoice, admin, issued, fieldOf(invoice, 'dueAt'))).toEqual({ editable: false, reason: 'invoice.readOnly.issued' });
    expect(cellLock(invoice, admin, { ...issued, status: 'DRAFT' }, fieldOf(invoice, 'dueAt'))).toEqual({ editable: true });
  });

  it('locks a field the form would hide for the row’s values', () => {
    const toUsers = { __typename: 'Notification', id: 'n1', audience: 'USERS', status: 'DRAFT' };
    const planField = notification.fields.find((field) => field.name === 'planId')!;
    expect(cellLock(notification, admin, toUsers, planField)).toEqual({ editable: false, reason: CELL_NOT_USED });
    expect(cellLock(notification, admin, { ...toUsers, audience: 'PLAN' }, planField)).toEqual({ editable: true });
  });

  it('otherwise asks the rules', () => {
    expect(cellLock(media, abilityOf('EDITOR'), published, fieldOf(media, 'status'))).toEqual({ editable: false, reason: PUBLISHED_MEDIA_STATUS_REASON });
    expect(cellLock(user, abilityOf('SUPPORT'), learner, fieldOf(user, 'mobile'))).toEqual({ editable: true });
  });
});
