// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { decideNavigation, loginPath, neededPermission, safeRedirectTarget, type GuardContext } from '../../src/core/routing/guard';
import type { RouteMeta } from '../../src/core/routing/meta';

const as = (role: string | null): GuardContext => {
  const ability = createAppAbility(role ? defineRulesFor(role) : []);
  return { loggedIn: role !== null, can: (action, subject) => ability.can(action, subject) };
};

const media: RouteMeta = { action: 'read', subject: 'Media' };
const dashboard: RouteMeta = { action: 'read', subject: 'Auth' };

describe('route guard (original-spec section 6)', () => {
  it('lets public routes through without any check', () => {
    expect(decideNavigation([{ public: true }], '/pages/misc/not-found/x', as(null))).toEqual({ kind: 'allow' });
    expect(decideNavigation([{ public: true }], '/not-authorized', as('EDITOR'))).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from unauthenticated-only routes to /', () => {
    expect(decideNavigation([{ unauthenticatedOnly: true }], '/login', as('ADMIN'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation([{ unauthenticatedOnly: true }], '/login', as(null))).toEqual({ kind: 'allow' });
  });

  it('allows a permitted route', () => {
    expect(decideNavigation([media], '/media/manage', as('EDITOR'))).toEqual({ kind: 'allow' });
    expect(decideNavigation([dashboard], '/', as('SUPPORT'))).toEqual({ kind: 'allow' });
  });

  it('allows when any matched record is permitted', () => {
    expect(decideNavigation([{ action: 'read', subject: 'Payment' }, media], '/x', as('EDITOR'))).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user without permission to not-authorized, naming the permission the screen needed', () => {
    expect(decideNavigation([{ action: 'read', subject: 'Payment' }], '/payments/manage', as('EDITOR'))).toEqual({
      kind: 'redirect',
      to: '/not-authorized?need=read%3APayment',
    });
    expect(decideNavigation([{ action: 'create', subject: 'Media' }], '/media/new', as('MODERATOR'))).toEqual({
      kind: 'redirect',
      to: '/not-authorized?need=create%3AMedia',
    });
    expect(neededPermission('?need=create%3AMedia')).toEqual({ action: 'create', subject: 'Media' });
    expect(neededPermission('?need=%3Cscript%3E')).toBeNull();
    expect(neededPermission('')).toBeNull();
  });

  it('sends a signed-out visitor to login with the path in `to`', () => {
    expect(decideNavigation([media], '/media/manage?page=2', as(null))).toEqual({
      kind: 'redirect',
      to: '/login?to=%2Fmedia%2Fmanage%3Fpage%3D2',
    });
  });

  it('omits `to` when the target is the root', () => {
    expect(decideNavigation([dashboard], '/', as(null))).toEqual({ kind: 'redirect', to: '/login' });
    expect(loginPath('/')).toBe('/login');
  });

  it('treats a route without action and subject as not permitted', () => {
    expect(decideNavigation([{}], '/x', as('ADMIN'))).toEqual({ kind: 'redirect', to: '/not-authorized' });
  });

  it('only returns same-site paths after login', () => {
    expect(safeRedirectTarget('/media/manage?page=2')).toBe('/media/manage?page=2');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
  });
});
