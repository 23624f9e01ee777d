// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { appRouteDefs } from '../../src/app/router/appRoutes';
import { paletteItems, type PaletteCommands } from '../../src/shell/navbar/paletteItems';
import { matchScore, rankByMatch, rankGroups } from '../../src/shell/navbar/paletteMatch';

const messagesDir = join(import.meta.dirname, '../../src/i18n/messages');
const catalog = (lang: string): Record<string, string> =>
  Object.assign({}, ...readdirSync(join(messagesDir, lang)).map((file) => JSON.parse(readFileSync(join(messagesDir, lang, file), 'utf8'))));
const en = createIntl({ locale: 'en-US', messages: catalog('en') });
const fa = createIntl({ locale: 'fa-IR', messages: catalog('fa') });

const commands = (): PaletteCommands => ({ setTheme: vi.fn(), setLanguage: vi.fn(), signOut: vi.fn(), openShortcuts: vi.fn() });
const itemsFor = (role: string, calls = commands()) =>
  paletteItems({ defs: appRouteDefs, ability: createAppAbility(defineRulesFor(role)), intls: [en, fa], scheme: 'light', language: 'en', commands: calls });
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('palette matching', () => {
  it('ignores case, Arabic letter forms, diacritics and the zero-width non-joiner', () => {
    expect(matchScore('PAY', ['Payments'])).toBe(3);
    expect(matchScore('كتاب', ['کتاب‌ها'])).toBe(3);
    expect(matchScore('می خواهم', ['می‌خواهم'])).toBe(3);
    expect(matchScore('payments go', ['Go to Payments'])).toBe(2);
    expect(matchScore('nwmed', ['New media item'])).toBe(1);
    expect(matchScore('zzz', ['Payments'])).toBe(0);
  });

  it('ranks prefixes before words before scattered letters', () => {
    const ranked = rankByMatch([{ match: ['Pages a y'] }, { match: ['Go to Pay'] }, { match: ['Payments'] }], 'pay');
    expect(ranked.map((item) => item.match[0])).toEqual(['Payments', 'Go to Pay', 'Pages a y']);
  });
});

describe('palette items from the routes and the rules', () => {
  it('offers ADMIN a new form per entity with one, and finds pages by their name in either language', () => {
    const { actions, pages } = itemsFor('ADMIN');
    expect(titles(actions)).toContain(en.formatMessage({ id: 'media.new' }));
    expect(titles(rankByMatch(actions, 'new media'))[0]).toBe(en.formatMessage({ id: 'media.new' }));
    const payments = en.formatMessage({ id: 'nav.entities.payments' });
    expect(titles(rankByMatch(pages, 'go to payments'))[0]).toBe(payments);
    expect(titles(rankByMatch(pages, fa.formatMessage({ id: 'nav.entities.payments' })))[0]).toBe(payments);
    expect(rankByMatch(pages, 'go to payments').find((item) => item.title === payments)?.path).toBe('/payments/manage');
  });

  it('offers only what the rules allow', () => {
    const moderator = itemsFor('MODERATOR');
    expect(titles(moderator.actions)).toContain(en.formatMessage({ id: 'abuse.new' }));
    expect(titles(moderator.actions)).not.toContain(en.formatMessage({ id: 'media.new' }));
    expect(titles(moderator.pages)).toContain(en.formatMessage({ id: 'nav.entities.media' }));
    expect(titles(moderator.pages)).not.toContain(en.formatMessage({ id: 'nav.entities.payments' }));
    expect(titles(itemsFor('SUPPORT').pages)).not.toContain(en.formatMessage({ id: 'nav.entities.paygateways' }));
  });

  it('runs the shell commands: the other theme, the other language, the shortcuts, sign out', () => {
    const calls = commands();
    const { actions } = itemsFor('EDITOR', calls);
    const run = (query: string) => rankByMatch(actions, query)[0].run!();
    run('dark theme');
    expect(calls.setTheme).toHaveBeenCalledWith('dark');
    run('فارسی');
    expect(calls.setLanguage).toHaveBeenCalledWith('fa');
    run('میان‌بر');
    expect(calls.openShortcuts).toHaveBeenCalled();
    run('log out');
    expect(calls.signOut).toHaveBeenCalled();
  });
});

describe('palette order: what Enter runs', () => {
  const top = (role: string, query: string) => {
    const { actions, pages } = itemsFor(role);
    const [first] = rankGroups(query, { actions, pages });
    return first?.items[0]?.title;
  };

  it('puts the page first for a noun, in Persian and English, not "New …"', () => {
    const queue = en.formatMessage({ id: 'nav.entities.abuses' });
    expect(top('MODERATOR', 'گزارش')).toBe(queue);
    expect(top('MODERATOR', 'abuse')).toBe(queue);
    expect(top('MODERATOR', 'abuse report')).toBe(queue);
    expect(top('ADMIN', 'کاربران')).toBe(en.formatMessage({ id: 'nav.entities.users' }));
    expect(top('ADMIN', 'media')).toBe(en.formatMessage({ id: 'nav.entities.media' }));
  });

  it('puts "New …" first when the query asks for it', () => {
    const create = en.formatMessage({ id: 'abuse.new' });
    expect(top('MODERATOR', 'new abuse')).toBe(create);
    expect(top('MODERATOR', 'گزارش تخلف جدید')).toBe(create);
    expect(top('ADMIN', 'new media')).toBe(en.formatMessage({ id: 'media.new' }));
  });

  it('lists records after pages that match as well, and before a scattered-letter match', () => {
    const record = { title: 'Abuse of trust', match: ['Abuse of trust'] };
    const page = { title: 'Abuse reports', match: ['Abuse reports'] };
    const scattered = { title: 'Payments', match: ['Payments'] };
    expect(rankGroups('abuse', { actions: [], pages: [page] }, [{ key: 'records:Abuse', items: [record] }]).map((group) => group.key)).toEqual(['pages', 'records:Abuse']);
    expect(rankGroups('pmts', { actions: [], pages: [scattered] }, [{ key: 'records:Abuse', items: [record] }]).map((group) => group.key)).toEqual(['records:Abuse', 'pages']);
  });

  it("keeps the server's order of record types when they match as well (a serial before its episodes)", () => {
    const serial = { title: 'Lost', match: ['Lost'] };
    const episode = { title: 'Lost, part 1', match: ['Lost, part 1'] };
    const groups = rankGroups('lost', { actions: [], pages: [] }, [{ key: 'records:Serial', items: [serial] }, { key: 'records:Media', items: [episode] }]);
    expect(groups.map((group) => group.key)).toEqual(['records:Serial', 'records:Media']);
  });

  it('keeps at most eight actions and eight pages', () => {
    const { actions, pages } = itemsFor('ADMIN');
    const groups = rankGroups('', { actions, pages });
    expect(groups.map((group) => group.items.length)).toEqual([8, 8]);
  });
});
