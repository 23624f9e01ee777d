// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { buildMenu, type MenuGroup } from '../../src/shell/menu/buildMenu';
import { entityRoutes } from '../../src/entities/routes';

const menuFor = (role: string) => buildMenu(createAppAbility(defineRulesFor(role)), entityRoutes);
const groups = (menu: MenuGroup[]) => menu.map((group) => group.group);
const entries = (menu: MenuGroup[], group: string) =>
  menu.find((g) => g.group === group)?.entries.map((e) => `${e.info.segment}${e.manage ? ':manage' : ''}${e.create ? ':new' : ''}`);

describe('navigation menu by ability', () => {
  it('ADMIN sees every group, every manage and every new route', () => {
    const menu = menuFor('ADMIN');
    expect(groups(menu)).toEqual(['content', 'commerce', 'people', 'moderation', 'notifications']);
    const all = menu.flatMap((group) => group.entries);
    expect(all).toHaveLength(entityRoutes.length);
    expect(all.filter((entry) => entry.create)).toHaveLength(entityRoutes.filter((info) => info.hasNew).length);
  });

  it('EDITOR sees content, people without users, and comments to read', () => {
    const menu = menuFor('EDITOR');
    expect(groups(menu)).toEqual(['content', 'people', 'moderation']);
    expect(entries(menu, 'people')).toEqual(['masters:manage:new', 'langs:manage:new', 'accents:manage:new', 'challenges:manage:new']);
    expect(entries(menu, 'moderation')).toEqual(['comments:manage']);
    expect(entries(menu, 'content')).toContain('media:manage:new');
  });

  it('MODERATOR sees moderation, and media and users to read only', () => {
    const menu = menuFor('MODERATOR');
    expect(groups(menu)).toEqual(['content', 'people', 'moderation']);
    expect(entries(menu, 'content')).toEqual(['media:manage']);
    expect(entries(menu, 'people')).toEqual(['users:manage']);
    expect(entries(menu, 'moderation')).toEqual(['abuses:manage:new', 'comments:manage:new']);
  });

  it('FINANCE sees commerce and users to read', () => {
    const menu = menuFor('FINANCE');
    expect(groups(menu)).toEqual(['commerce', 'people']);
    expect(entries(menu, 'commerce')).toEqual([
      'plans:manage:new', 'payments:manage', 'invoices:manage:new', 'paygateways:manage', 'products:manage:new', 'productModules:manage:new',
    ]);
    expect(entries(menu, 'people')).toEqual(['users:manage']);
  });

  it('SUPPORT sees users, plans, payments, invoices and notifications', () => {
    const menu = menuFor('SUPPORT');
    expect(groups(menu)).toEqual(['commerce', 'people', 'notifications']);
    expect(entries(menu, 'commerce')).toEqual(['plans:manage', 'payments:manage', 'invoices:manage']);
    expect(entries(menu, 'notifications')).toEqual(['notifs:manage']);
  });

  it('a viewer without rules sees no group', () => {
    expect(buildMenu(createAppAbility([]), entityRoutes)).toEqual([]);
  });
});
