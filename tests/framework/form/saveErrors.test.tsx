import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { typePolicies } from '../../../src/apollo/typePolicies';
import { EntityDrawer } from '../../../src/framework/form/EntityDrawer';
import { faultLink, noFaults, type Faults } from '../../utils/faultLink';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { languageDeclaration } from './declarations';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';
import { EntityRouteProvider } from '../../../src/framework/entity/entityRoute';

type Lang = 'fa' | 'en';
/** A save's round trip through the in-process server, on a machine that may be busy. */
const SLOW = 5_000;

/** A two-letter language code no row uses yet. */
function freeCode(taken: Set<string>): string {
  for (const a of 'zyxwvutsrq') for (const b of 'zyxwvutsrqponmlkjihgfedcba') if (!taken.has(`${a}${b}`)) return taken.add(`${a}${b}`), `${a}${b}`;
  throw new Error('no free code');
}
const used = new Set<string>();

// Seeding the in-process servers takes a while on a busy machine: once, before the timed tests.
beforeAll(() => void ['ADMIN', 'SUPPORT'].forEach((role) => sharedTestApollo(role)));

/** The new-language form against the mock schema behind a fault link, `role` answering on the server's side. */
async function openNewLanguage(language: Lang, serverRole = 'ADMIN') {
  const t = await messagesFor(language);
  const base = sharedTestApollo(serverRole);
  base.db.all('Language').forEach((row) => used.add(String(row.code)));
  const faults = noFaults();
  const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([faultLink(faults), base.client.link]) });
  const { router } = await renderForm(languageDeclaration, 'langs', { client, language, route: '/langs/new' });
  const user = userEvent.setup();
  const field = (id: string) => screen.getByRole('textbox', { name: named(t(id)) });
  const typed = { code: freeCode(used), title: `Retry ${language}`, nativeTitle: 'Tried again' };
  await user.type(await screen.findByRole('textbox', { name: named(t('language.fields.code')) }), typed.code);
  await user.type(field('language.fields.title'), typed.title);
  await user.type(field('language.fields.nativeTitle'), typed.nativeTitle);
  const shown = () => ({ code: field('language.fields.code'), title: field('language.fields.title'), nativeTitle: field('language.fields.nativeTitle') });
  const kept = () => expect(Object.fromEntries(Object.entries(shown()).map(([key, input]) => [key, (input as HTMLInputElement).value]))).toEqual(typed);
  const stored = () => base.db.all('Language').find((row) => row.code === typed.code);
  return { t, user, faults, router, typed, kept, stored, save: () => user.click(screen.getByRole('button', { name: t('common.actions.save') })) };
}

/** The text, once shown, inside an alert (announced as it appears). */
async function alertSaying(text: string) {
  const element = await screen.findByText(text, {}, { timeout: SLOW });
  expect(element.closest('[role="alert"]')).not.toBeNull();
  return element;
}
const retryButton = (t: (id: string) => string) => screen.queryByRole('button', { name: t('common.actions.retry') });

/** Fails the form's save as `set` says, checks what the form tells, then clears it and retries with Enter. */
async function failThenRetry(language: Lang, set: (faults: Faults) => void, message: string) {
  const { t, user, faults, router, kept, stored, save } = await openNewLanguage(language);
  set(faults);
  await save();
  expect(await alertSaying(t(message))).toBeInTheDocument();
  expect(screen.getByText(t('form.saveFailed.title'))).toBeInTheDocument();
  await waitFor(() => expect(retryButton(t)).toHaveFocus(), { timeout: SLOW });
  kept();
  expect(stored()).toBeUndefined();
  expect(router.state.location.pathname).toBe('/langs/new');
  // The summary of input problems is not what this is.
  expect(screen.queryByText(t('form.summary'))).not.toBeInTheDocument();

  Object.assign(faults, noFaults());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/langs/manage'), { timeout: SLOW });
  expect(stored()).toMatchObject({ title: `Retry ${language}`, nativeTitle: 'Tried again' });
}

for (const language of ['en', 'fa'] as const) {
  describe(`a save that fails says what happened and keeps everything (${language})`, () => {
    it('server out of reach: "could not reach the server", Retry saves once it answers again', async () => {
      await failThenRetry(language, (faults) => void (faults.offline = true), 'form.saveFailed.network');
    });

    it('server failure (an injected INTERNAL_SERVER_ERROR): says so, Retry saves once the fault is cleared', async () => {
      await failThenRetry(language, (faults) => void (faults.rules.failures = ['LanguageCreate']), 'form.saveFailed.server');
    });

    it('FORBIDDEN: says the change is not allowed, offers no Retry, keeps the values', async () => {
      const { t, kept, stored, save, router } = await openNewLanguage(language, 'SUPPORT');
      await save();
      expect(await alertSaying(t('form.saveFailed.forbidden'))).toBeInTheDocument();
      expect(retryButton(t)).not.toBeInTheDocument();
      kept();
      expect(stored()).toBeUndefined();
      expect(router.state.location.pathname).toBe('/langs/new');
    });
  });
}

describe('Retry in a drawer', () => {
  it('saves the drawer’s form and closes it once the server answers', async () => {
    const t = await messagesFor('en');
    const base = sharedTestApollo('ADMIN');
    const faults = noFaults();
    faults.offline = true;
    const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([faultLink(faults), base.client.link]) });
    let closed = 0;
    await renderWithProviders(<EntityRouteProvider subject="Language" segment="langs"><EntityDrawer declaration={languageDeclaration} mode="new" onClose={() => (closed += 1)} /></EntityRouteProvider>, { apolloClient: client });
    const user = userEvent.setup();
    const code = freeCode(used);
    await user.type(await screen.findByRole('textbox', { name: named(t('language.fields.code')) }), code);
    await user.type(screen.getByRole('textbox', { name: named(t('language.fields.title')) }), 'Drawer retry');
    await user.type(screen.getByRole('textbox', { name: named(t('language.fields.nativeTitle')) }), 'Drawer retry');
    await user.keyboard('{Control>}s{/Control}');
    expect(await alertSaying(t('form.saveFailed.network'))).toBeInTheDocument();
    expect(closed).toBe(0);
    faults.offline = false;
    await user.click(retryButton(t)!);
    await waitFor(() => expect(closed).toBe(1), { timeout: SLOW });
    expect(base.db.all('Language').find((row) => row.code === code)).toMatchObject({ title: 'Drawer retry' });
  });
});
