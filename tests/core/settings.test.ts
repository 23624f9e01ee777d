import { beforeEach, describe, expect, it } from 'vitest';
import { APP_KEY } from '../../src/core/config/app';
import { clearSession, startSession } from '../../src/core/session/session';
import {
  getSettings, isLoggedIn, reloadSettings, setNavLayout, updateLayout, updateSettings,
} from '../../src/core/settings';

const admin = { id: 'u1', email: 'admin@example.com', fullName: 'Admin', avatarUrl: null, role: 'ADMIN' };
const rules = [{ action: ['manage'], subject: ['all'], conditions: null, fields: null, inverted: false, reason: null }];

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});

describe('settings store', () => {
  it('starts from the defaults of the specification', () => {
    expect(getSettings()).toMatchObject({
      theme: 'light', skin: 'default', language: 'fa', isVerticalNavSemiDark: false, primaryColor: 'teal',
      userData: null, accessToken: null, userAbilityRules: [],
      layout: { navbarType: 'sticky', isNavbarBlurEnabled: true, isVerticalNavCollapsed: false, appContentWidth: 'fluid', appContentLayoutNav: 'vertical', footerType: 'static' },
    });
  });

  it('persists the client-stored values under their specified keys', () => {
    updateSettings({ theme: 'dark', skin: 'bordered', language: 'en', isVerticalNavSemiDark: true, primaryColor: 'rose' });
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('skin')).toBe('bordered');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('isVerticalNavSemiDark')).toBe('true');
    expect(localStorage.getItem(`${APP_KEY}-primaryColor`)).toBe('rose');
    reloadSettings();
    expect(getSettings()).toMatchObject({ theme: 'dark', skin: 'bordered', language: 'en', isVerticalNavSemiDark: true, primaryColor: 'rose' });
  });

  it('stores a session as userData, accessToken and userAbilityRules, and clears it', () => {
    startSession({ user: admin, token: 't0ken', abilityRules: rules });
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(admin);
    expect(localStorage.getItem('accessToken')).toBe('t0ken');
    // GraphQL nulls are dropped so CASL sees absent members.
    expect(JSON.parse(localStorage.getItem('userAbilityRules')!)).toEqual([{ action: ['manage'], subject: ['all'] }]);
    expect(isLoggedIn()).toBe(true);
    clearSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('is logged in only with both userData and accessToken', () => {
    localStorage.setItem('userData', JSON.stringify(admin));
    reloadSettings();
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('accessToken', 'x');
    reloadSettings();
    expect(isLoggedIn()).toBe(true);
  });

  it('keeps layout settings per user under keys prefixed with the app title', () => {
    startSession({ user: admin, token: 't', abilityRules: rules });
    updateLayout({ appContentWidth: 'boxed', isVerticalNavCollapsed: true });
    expect(localStorage.getItem(`${APP_KEY}-u1-appContentWidth`)).toBe('boxed');
    expect(localStorage.getItem(`${APP_KEY}-u1-isVerticalNavCollapsed`)).toBe('true');
    startSession({ user: { ...admin, id: 'u2' }, token: 't', abilityRules: rules });
    expect(getSettings().layout.appContentWidth).toBe('fluid');
    startSession({ user: admin, token: 't', abilityRules: rules });
    expect(getSettings().layout).toMatchObject({ appContentWidth: 'boxed', isVerticalNavCollapsed: true });
  });

  it('switching to horizontal navigation makes a hidden navbar sticky and expands the navigation', () => {
    updateLayout({ navbarType: 'hidden', isVerticalNavCollapsed: true });
    setNavLayout('horizontal');
    expect(getSettings().layout).toMatchObject({ appContentLayoutNav: 'horizontal', navbarType: 'sticky', isVerticalNavCollapsed: false });
    updateLayout({ navbarType: 'static' });
    setNavLayout('vertical');
    setNavLayout('horizontal');
    expect(getSettings().layout.navbarType).toBe('static');
  });

  it('ignores values it does not know', () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('userAbilityRules', '{not json');
    reloadSettings();
    expect(getSettings().theme).toBe('light');
    expect(getSettings().userAbilityRules).toEqual([]);
  });
});
