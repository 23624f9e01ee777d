// @vitest-environment node
import { AbilityBuilder, createMongoAbility } from '@casl/ability';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createAppAbility, type AppRule } from '../../src/ability/ability';
import { buildMatrix, matrixActions, matrixDifferences, type MatrixRow } from '../../src/ability/matrix';
import { defineRulesFor, PUBLISHED_MEDIA_REASON, PUBLISHED_MEDIA_STATUS_REASON } from '../../src/ability/rules';
import { why } from '../../src/ability/why';
import { ruleDetails } from '../../src/framework/format/why/ruleText';
import { whySentence } from '../../src/framework/format/why/whyText';
import { loadMessages } from '../../src/i18n/loadMessages';

const cell = (rows: MatrixRow[], subject: string, action: string) => rows.find((row) => row.subject === subject)!.cells.find((c) => c.action === action)!;
const intlOf = async (language: 'en' | 'fa') => createIntl({ locale: language === 'fa' ? 'fa-IR' : 'en', messages: await loadMessages(language) });

describe('the permission matrix, read from the rules', () => {
  it('SUPPORT updates two User fields, learners only; reads users in full; no media at all', async () => {
    const rows = buildMatrix(defineRulesFor('SUPPORT'));
    const update = cell(rows, 'User', 'update');
    expect(update.state).toBe('partly');
    expect(update.rules).toEqual([expect.objectContaining({ inverted: false, fields: ['status', 'mobile'], conditions: { role: 'LEARNER' } })]);
    expect(cell(rows, 'User', 'read').state).toBe('allowed');
    expect(cell(rows, 'Media', 'read').state).toBe('refused');
    const en = await intlOf('en');
    expect(ruleDetails(en, 'User', update.rules[0])).toBe('Status, Mobile, when Role is Learner');
    const fa = await intlOf('fa');
    expect(ruleDetails(fa, 'User', update.rules[0])).toBe('وضعیت، شماره همراه، وقتی نقش زبان‌آموز باشد');
  });

  it("FINANCE reads gateways except the secret key", async () => {
    const read = cell(buildMatrix(defineRulesFor('FINANCE')), 'PayGateway', 'read');
    expect(read.state).toBe('partly');
    expect(read.rules[0]).toMatchObject({ inverted: true, fields: ['secretKey'] });
    expect(ruleDetails(await intlOf('en'), 'PayGateway', read.rules[0])).toBe('except Secret key');
  });

  it("EDITOR's published media: delete unless published, status locked when published, each with its reason", async () => {
    const rows = buildMatrix(defineRulesFor('EDITOR'));
    const remove = cell(rows, 'Media', 'delete');
    expect(remove.state).toBe('partly');
    expect(remove.rules[0]).toMatchObject({ inverted: true, conditions: { status: 'PUBLISHED' }, reason: PUBLISHED_MEDIA_REASON });
    expect(cell(rows, 'Media', 'update').rules[0]).toMatchObject({ fields: ['status'], reason: PUBLISHED_MEDIA_STATUS_REASON });
    expect(cell(rows, 'Media', 'read').state).toBe('allowed');
    const en = await intlOf('en');
    expect(ruleDetails(en, 'Media', remove.rules[0])).toBe('unless Status is Published');
    expect(ruleDetails(en, 'Media', cell(rows, 'Media', 'update').rules[0])).toBe('except Status, when Status is Published');
  });

  it('ADMIN may do everything: manage all expands to every subject and action', () => {
    const rows = buildMatrix(defineRulesFor('ADMIN'));
    expect(rows.flatMap((row) => row.cells).every((c) => c.state === 'allowed')).toBe(true);
    expect(matrixActions(defineRulesFor('ADMIN'))).toEqual(['read', 'create', 'update', 'delete']);
  });

  it('marks where two roles differ', () => {
    const support = buildMatrix(defineRulesFor('SUPPORT'));
    const moderator = buildMatrix(defineRulesFor('MODERATOR'));
    const differences = matrixDifferences(support, moderator);
    expect(differences.has('User:update')).toBe(true); // status and mobile vs status
    expect(differences.has('User:read')).toBe(false);
    expect(differences.has('Comment:delete')).toBe(true);
    expect(matrixDifferences(support, support).size).toBe(0);
  });
});

describe('why', () => {
  const editor = createAppAbility(defineRulesFor('EDITOR'));

  it('names the inverted rule that refuses, with its reason, in both languages', async () => {
    const question = { action: 'delete', subject: 'Media', record: { status: 'PUBLISHED' } } as const;
    const answer = why(editor, question);
    expect(answer).toMatchObject({ allowed: false, rule: { inverted: true, reason: PUBLISHED_MEDIA_REASON } });
    const en = await intlOf('en');
    expect(whySentence(en, question, answer, { role: 'EDITOR', recordId: '12' })).toBe(
      `Editor may not delete Media #12: ${en.formatMessage({ id: PUBLISHED_MEDIA_REASON })}`,
    );
    const fa = await intlOf('fa');
    expect(whySentence(fa, question, answer, { role: 'EDITOR', recordId: '12' })).toContain('#۱۲');
  });

  it('names the allowing rule; a draft may be deleted', () => {
    expect(why(editor, { action: 'delete', subject: 'Media', record: { status: 'DRAFT' } })).toMatchObject({ allowed: true, rule: { inverted: false, action: 'manage' } });
  });

  it('reads field rules: SUPPORT may change a learner’s mobile, not their email', async () => {
    const support = createAppAbility(defineRulesFor('SUPPORT'));
    const learner = { role: 'LEARNER' };
    expect(why(support, { action: 'update', subject: 'User', record: learner, field: 'mobile' })).toMatchObject({ allowed: true, rule: { fields: ['status', 'mobile'] } });
    const email = { action: 'update', subject: 'User', record: learner, field: 'email' } as const;
    expect(why(support, email)).toEqual({ allowed: false, rule: null });
    expect(whySentence(await intlOf('en'), email, why(support, email), { role: 'SUPPORT' })).toBe('Support may not update Users (Email): no rule gives it.');
  });

  it('says when no rule gives the action at all', async () => {
    const support = createAppAbility(defineRulesFor('SUPPORT'));
    const question = { action: 'delete', subject: 'Media' } as const;
    expect(why(support, question)).toEqual({ allowed: false, rule: null });
    expect(whySentence(await intlOf('en'), question, why(support, question), { role: 'SUPPORT' })).toMatch(/^Support may not delete .*: no rule gives it\.$/);
  });
});

describe('an edited rule', () => {
  /** SUPPORT as today, plus a new refusal without a reason: nothing else changes. */
  const edited = (): AppRule[] => {
    const builder = new AbilityBuilder(createMongoAbility);
    defineRulesFor('SUPPORT').forEach((rule) => builder.rules.push(rule as never));
    builder.cannot('update', 'User', ['mobile'], { status: { $in: ['SUSPENDED', 'PENDING'] } });
    return builder.rules as AppRule[];
  };

  it('changes the matrix and "Why?" with no change to their code', async () => {
    const update = cell(buildMatrix(edited()), 'User', 'update');
    expect(update.rules[0]).toMatchObject({ inverted: true, fields: ['mobile'], reason: null });
    const en = await intlOf('en');
    const pending = en.formatMessage({ id: 'enum.UserStatus.PENDING' });
    expect(ruleDetails(en, 'User', update.rules[0])).toBe(`except Mobile, when Status is Suspended or ${pending}`);
    const question = { action: 'update', subject: 'User', record: { role: 'LEARNER', status: 'PENDING' }, field: 'mobile' } as const;
    const answer = why(createAppAbility(edited()), question);
    expect(answer).toMatchObject({ allowed: false, rule: { inverted: true } });
    // Without .because, the sentence is generated from the rule itself.
    expect(whySentence(en, question, answer, { role: 'SUPPORT', recordId: '7' })).toBe(
      `Support may not update Users #7 (Mobile): Rule: Support may not update Users (except Mobile, when Status is Suspended or ${pending}).`,
    );
    expect(matrixDifferences(buildMatrix(defineRulesFor('SUPPORT')), buildMatrix(edited()))).toEqual(new Set(['User:update']));
  });
});
