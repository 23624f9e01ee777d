import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createErrorLink } from '../../../src/apollo/links';
import { typePolicies } from '../../../src/apollo/typePolicies';
import { toastLoadFailure } from '../../../src/shell/apollo/appClient';
import { faultLink, noFaults, type Faults } from '../../utils/faultLink';
import { createTestApollo } from '../../utils/mockApollo';
import { languageDeclaration } from '../form/declarations';
import { renderForm } from '../form/renderForm';
import { languages } from './declarations';
import { bodyRows, fakeLayout, messagesFor, renderManage } from './harness';

beforeEach(fakeLayout);

/** Seeding the in-process server and a first render of the list, on a busy machine. */
const SLOW = 15_000;

/**
 * The app's error link with the app's toast in front of the mock schema, behind switchable faults:
 * a read fails as it would in the browser, with the server out of reach (`offline`) or failing
 * (INTERNAL_SERVER_ERROR, as the mock server's MOCK_FAIL answers).
 */
function faultyClient(faults: Faults) {
  const { client, db } = createTestApollo('ADMIN');
  const errors = createErrorLink({ onUnauthenticated: () => undefined, onFailure: toastLoadFailure });
  return { db, client: new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([errors, faultLink(faults), client.link]) }) };
}

const cases = [
  { kind: 'network', fail: (faults: Faults) => void (faults.offline = true) },
  { kind: 'server', fail: (faults: Faults) => void faults.rules.failures.push('LanguageList', 'LanguageGet') },
] as const;

describe.each(['en', 'fa'] as const)('a read that failed says what happened (%s)', (language) => {
  it.each(cases)('$kind: the list and the toast say it, and Retry loads the list', async ({ kind, fail }) => {
    const t = await messagesFor(language);
    const faults = noFaults();
    fail(faults);
    await renderManage(languages, 'langs', { route: '/langs/manage', client: faultyClient(faults).client, language });

    // The app client's toast, then the list's own error state, each saying what happened.
    expect(await screen.findByText(t(`errors.loadFailed.${kind}.toast`), {}, { timeout: SLOW })).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: SLOW });
    expect(within(alert).getByRole('heading')).toHaveTextContent(t(`errors.loadFailed.${kind}.title`));
    expect(alert).not.toHaveTextContent(t('errors.generic'));

    Object.assign(faults, noFaults());
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.actions.retry') }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(cases)('$kind: an edit form that could not load says it, with Retry', async ({ kind, fail }) => {
    const t = await messagesFor(language);
    const faults = noFaults();
    fail(faults);
    const { client, db } = faultyClient(faults);
    await renderForm(languageDeclaration, 'langs', { client, language, route: `/langs/edit/${db.all('Language')[0].id}` });

    expect(await screen.findByText(t(`errors.loadFailed.${kind}.title`), {}, { timeout: SLOW })).toBeInTheDocument();
    Object.assign(faults, noFaults());
    await userEvent.setup().click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${t('language.fields.title')}`) })).toBeInTheDocument();
  });
});
