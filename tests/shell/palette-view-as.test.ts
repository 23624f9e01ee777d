// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { appRouteDefs } from '../../src/app/router/appRoutes';
import { paletteItems, type PaletteCommands } from '../../src/shell/navbar/paletteItems';
import { rankByMatch } from '../../src/shell/navbar/paletteMatch';

const messagesDir = join(import.meta.dirname, '../../src/i18n/messages');
const catalog = (lang: string): Record<string, string> =>
  Object.assign({}, ...readdirSync(join(messagesDir, lang)).map((file) => JSON.parse(readFileSync(join(messagesDir, lang, file), 'utf8'))));
const en = createIntl({ locale: 'en-US', messages: catalog('en') });
const fa = createIntl({ locale: 'fa-IR', messages: catalog('fa') });

const base = (): PaletteCommands => ({ setTheme: vi.fn(), setLanguage: vi.fn(), signOut: vi.fn(), openShortcuts: vi.fn() });
const actionsFor = (role: string, commands: PaletteCommands) =>
  paletteItems({ defs: appRouteDefs, ability: createAppAbility(defineRulesFor(role)), intls: [en, fa], scheme: 'light', language: 'en', commands }).actions;

describe('"View as …" in the palette', () => {
  it('offers ADMIN each other role, found in either language, and starts that preview', () => {
    const viewAs = vi.fn();
    const actions = actionsFor('ADMIN', { ...base(), viewAs });
    const support = rankByMatch(actions, 'view as support')[0];
    expect(support.title).toBe('View as Support');
    expect(rankByMatch(actions, fa.formatMessage({ id: 'palette.viewAs' }, { role: fa.formatMessage({ id: 'enum.Role.SUPPORT' }) }))[0].key).toBe(support.key);
    support.run!();
    expect(viewAs).toHaveBeenCalledWith('SUPPORT');
    expect(actions.filter((item) => item.key.startsWith('command:viewAs:')).map((item) => item.key)).toEqual([
      'command:viewAs:EDITOR', 'command:viewAs:MODERATOR', 'command:viewAs:FINANCE', 'command:viewAs:SUPPORT',
    ]);
  });

  it('offers it to no other role, and only Exit during a preview', () => {
    expect(actionsFor('SUPPORT', { ...base(), viewAs: vi.fn() }).some((item) => item.key.startsWith('command:viewAs:'))).toBe(false);
    const exitPreview = vi.fn();
    const during = actionsFor('SUPPORT', { ...base(), exitPreview });
    expect(during.some((item) => item.key.startsWith('command:viewAs:'))).toBe(false);
    rankByMatch(during, 'exit preview')[0].run!();
    expect(exitPreview).toHaveBeenCalled();
  });
});
