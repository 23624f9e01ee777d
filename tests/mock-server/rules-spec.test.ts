// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asSubject, createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { CONTENT_SUBJECTS, ENTITY_SUBJECTS, type Action, type EntitySubject, type StaffRole } from '../../src/ability/subjects';

/**
 * PRODUCT.md section 5, written out independently of the rules module: per role, which actions on
 * which subjects are allowed. Anything not listed is denied. One addition, in docs/decisions.md:
 * SUPPORT reads plans, since notifications are addressed to a plan's subscribers.
 */
const ALL: Action[] = ['read', 'create', 'update', 'delete'];
const spec: Record<StaffRole, Partial<Record<EntitySubject, Action[]>>> = {
  ADMIN: Object.fromEntries(ENTITY_SUBJECTS.map((s) => [s, ALL])),
  EDITOR: { ...Object.fromEntries(CONTENT_SUBJECTS.map((s) => [s, ALL])), Comment: ['read'] },
  MODERATOR: { Abuse: ALL, Comment: ALL, User: ['read', 'update'], Media: ['read'] },
  FINANCE: {
    Plan: ALL,
    Invoice: ALL,
    Product: ALL,
    ProductAttribute: ALL,
    ProductModule: ALL,
    Payment: ['read', 'create', 'update'],
    PayGateway: ['read'],
    User: ['read'],
  },
  SUPPORT: { User: ['read', 'update'], Notification: ALL, Payment: ['read'], Invoice: ['read'], Plan: ['read'] },
};

describe.each(Object.keys(spec) as StaffRole[])('rules of %s match PRODUCT.md', (role) => {
  const ability = createAppAbility(defineRulesFor(role));
  it.each(ENTITY_SUBJECTS)('%s', (subject) => {
    const allowed = spec[role][subject] ?? [];
    for (const action of ALL) expect(ability.can(action, subject), `${role} ${action} ${subject}`).toBe(allowed.includes(action));
  });
  it('may open signed-in pages', () => {
    expect(ability.can('read', 'Auth')).toBe(true);
  });
});

describe('conditions and fields', () => {
  it('EDITOR cannot delete PUBLISHED media, may delete drafts', () => {
    const editor = createAppAbility(defineRulesFor('EDITOR'));
    expect(editor.can('delete', asSubject('Media', { status: 'PUBLISHED' }))).toBe(false);
    expect(editor.can('delete', asSubject('Media', { status: 'DRAFT' }))).toBe(true);
    expect(editor.relevantRuleFor('delete', asSubject('Media', { status: 'PUBLISHED' }))?.reason).toBe('ability.reason.publishedMedia');
  });
  it('FINANCE never reads PayGateway.secretKey', () => {
    const finance = createAppAbility(defineRulesFor('FINANCE'));
    expect(finance.can('read', 'PayGateway', 'name')).toBe(true);
    expect(finance.can('read', 'PayGateway', 'secretKey')).toBe(false);
  });
  it('MODERATOR updates only User.status; SUPPORT status and mobile', () => {
    const moderator = createAppAbility(defineRulesFor('MODERATOR'));
    const support = createAppAbility(defineRulesFor('SUPPORT'));
    expect(moderator.can('update', 'User', 'status')).toBe(true);
    expect(moderator.can('update', 'User', 'mobile')).toBe(false);
    expect(moderator.can('update', 'User', 'email')).toBe(false);
    expect(support.can('update', 'User', 'mobile')).toBe(true);
    expect(support.can('update', 'User', 'role')).toBe(false);
  });
  it('only ADMIN changes staff accounts: MODERATOR and SUPPORT change learners only', () => {
    for (const role of ['MODERATOR', 'SUPPORT', 'EDITOR', 'FINANCE']) {
      const ability = createAppAbility(defineRulesFor(role));
      for (const target of ['ADMIN', 'EDITOR', 'MODERATOR', 'FINANCE', 'SUPPORT']) {
        expect(ability.can('update', asSubject('User', { role: target })), `${role} updates ${target}`).toBe(false);
        expect(ability.can('update', asSubject('User', { role: target }), 'status'), `${role} suspends ${target}`).toBe(false);
      }
    }
    expect(createAppAbility(defineRulesFor('MODERATOR')).can('update', asSubject('User', { role: 'LEARNER' }), 'status')).toBe(true);
    expect(createAppAbility(defineRulesFor('SUPPORT')).can('update', asSubject('User', { role: 'LEARNER' }), 'mobile')).toBe(true);
    expect(createAppAbility(defineRulesFor('ADMIN')).can('update', asSubject('User', { role: 'ADMIN' }), 'status')).toBe(true);
  });
  it('EDITOR may not change the status of PUBLISHED media, with the reason', () => {
    const editor = createAppAbility(defineRulesFor('EDITOR'));
    const published = asSubject('Media', { status: 'PUBLISHED' });
    expect(editor.can('update', published, 'status')).toBe(false);
    expect(editor.can('update', published, 'title')).toBe(true);
    expect(editor.can('update', asSubject('Media', { status: 'DRAFT' }), 'status')).toBe(true);
    expect(editor.relevantRuleFor('update', published, 'status')?.reason).toBe('ability.reason.publishedMediaStatus');
  });
  it('gives a learner no rules at all', () => {
    expect(defineRulesFor('LEARNER')).toEqual([]);
  });
});
