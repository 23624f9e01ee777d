import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../src/core/session/session';
import { reloadSettings } from '../../src/core/settings';
import enAuth from '../../src/i18n/messages/en/auth.json';
import enShell from '../../src/i18n/messages/en/shell.json';
import faAuth from '../../src/i18n/messages/fa/auth.json';
import faShell from '../../src/i18n/messages/fa/shell.json';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { renderSignIn } from '../../src/pages/login/prerenderSignIn';
import { criticalCss, injectSignIn, renderPages, type PrerenderLanguage } from '../../scripts/vite/signInPrerender';
import { renderWithProviders } from '../utils/renderWithProviders';
import { answerLogin } from '../utils/signInAnswers';

const ROOT = join(import.meta.dirname, '../..');
const catalogs = { fa: { ...faAuth, ...faShell }, en: { ...enAuth, ...enShell } } as Record<PrerenderLanguage, Record<string, string>>;
const pages = renderPages(ROOT, renderSignIn);

function parse(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as HTMLElement;
}

/** Tags, attributes (ids and what React sets only on the client or only on the server aside) and text, one line each. */
function shape(element: Element, depth = 0): string[] {
  const skip = new Set(['id', 'for', 'autofocus', 'value', 'data-discover']);
  const attributes = [...element.attributes].filter((attribute) => !skip.has(attribute.name)).map((attribute) => `${attribute.name}=${attribute.value}`).sort();
  const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
  return [`${'  '.repeat(depth)}<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${own}`, ...[...element.children].flatMap((child) => shape(child, depth + 1))];
}

beforeEach(() => {
  localStorage.clear();
  reloadSettings();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  document.getElementById('signin-prerender')?.remove();
});

describe("index.html's pre-rendered sign-in page", () => {
  it.each(['fa', 'en'] as const)('shows the %s catalog\'s words for every label', (language) => {
    const page = parse(pages[language]);
    const messages = catalogs[language];
    const label = (name: string) => page.querySelector(`label[for="${page.querySelector(`input[name="${name}"]`)!.id}"]`)!.firstChild!.textContent;
    expect(label('email')).toBe(messages['auth.fields.email']);
    expect(label('password')).toBe(messages['auth.fields.password']);
    expect(page.querySelector('button[type=submit]')!.textContent).toBe(messages['auth.login.submit']);
    expect(page.querySelector('form')!.getAttribute('aria-label')).toBe(messages['auth.login.title']);
    expect(page.querySelector('h1')!.textContent).toBe(messages['auth.login.welcome'].replace('{app}', messages['shell.appTitle']));
    expect(page.querySelector('a[href="/forgot-password"]')!.textContent).toBe(messages['auth.login.forgot']);
    expect(page.querySelector('a[href="/register"]')!.textContent).toBe(messages['auth.login.createAccount']);
    expect(page.querySelector('[aria-pressed]')!.getAttribute('aria-label')).toBe(messages['shell.theme.dark']);
  });

  it.each(['fa', 'en'] as const)('is the markup React renders in %s', async (language) => {
    const { container } = await renderWithProviders(<LoginPage />, { route: '/login', language, rules: [] });
    expect(shape(container.querySelector('.login')!)).toEqual(shape(parse(pages[language])));
  });

  it('goes into index.html with the CSS that draws it', () => {
    const css = criticalCss(ROOT, pages.fa + pages.en);
    const html = injectSignIn(readFileSync(`${ROOT}/index.html`, 'utf8'), pages, css);
    expect(html).toContain(`<template id="signin-fa">${pages.fa}</template>`);
    expect(html).toContain(`<template id="signin-en">${pages.en}</template>`);
    for (const rule of ['.login-field__input {', '.login-submit {', '.blank-toolbar {', '--spectrum-gray-50:', '--app-surface:']) expect(css).toContain(rule);
    expect(css).not.toContain('.vnav');
  });
});

describe('LoginForm taking the pre-rendered form over', () => {
  /** The page as index.html's script leaves it, typed into. */
  function prerender(values: { email: string; password: string }, focus: 'email' | 'password', submitted = false) {
    const block = document.createElement('div');
    block.id = 'signin-prerender';
    block.innerHTML = pages.en;
    document.body.prepend(block);
    const input = (name: string) => block.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    input('email').value = values.email;
    input('password').value = values.password;
    input(focus).focus();
    input('password').setSelectionRange(2, 2);
    if (submitted) block.setAttribute('data-submit', '');
  }

  it('keeps the values, the focused field and its caret, and removes the pre-rendered page', async () => {
    prerender({ email: 'admin@example.com', password: 'pass' }, 'password');
    await renderWithProviders(<LoginPage />, { route: '/login', rules: [] });
    expect(document.getElementById('signin-prerender')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('admin@example.com');
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(password).toHaveValue('pass');
    expect(password).toHaveFocus();
    expect(password.selectionStart).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('submits once when the form was submitted before the scripts arrived', async () => {
    const fetchMock = answerLogin({ token: null, expiresAt: null, viewer: null, userErrors: [{ field: null, message: 'auth.invalidCredentials', code: 'INVALID', values: null }] });
    prerender({ email: 'admin@example.com', password: 'wrong' }, 'password', true);
    await renderWithProviders(<LoginPage />, { route: '/login', rules: [] });
    await screen.findByRole('alert');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as { variables: unknown };
    expect(JSON.stringify(body.variables)).toContain('admin@example.com');
  });
});
