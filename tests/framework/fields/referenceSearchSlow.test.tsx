import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../../src/apollo/typePolicies';
import { ReferenceField } from '../../../src/framework/fields/ReferenceField';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { inForm } from '../form/inForm';
import { sharedTestApollo } from '../form/renderForm';
import '../form/desktopScreen';

/** The in-process server, answering every search `delay` ms late, as a busy server does. */
function slowSearches(delay: number) {
  const { client, db } = sharedTestApollo('EDITOR');
  const late = new ApolloLink((operation, forward) => new Observable((observer) => {
    let inner: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => (inner = forward(operation).subscribe(observer)), JSON.stringify(operation.variables).includes('"search"') ? delay : 0);
    return () => {
      clearTimeout(timer);
      inner?.unsubscribe();
    };
  }));
  return { db, client: new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([late, client.link]) }) };
}

/** Every state the open list goes through: its options' text, or "closed". */
function watchList(): { states: string[]; stop: () => void } {
  const states: string[] = [];
  const note = () => {
    const list = document.querySelector('[role="listbox"]');
    const state = list ? [...list.querySelectorAll('[role="option"]')].map((option) => option.textContent).join(' | ') || list.textContent || 'empty' : 'closed';
    if (states.at(-1) !== state) states.push(state);
  };
  note();
  const observer = new MutationObserver(note);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { states, stop: () => observer.disconnect() };
}

describe('a reference picker while its search is slow', () => {
  it('keeps listing the rows it had until the answer comes, never "No results" nor closed in between', { timeout: 90_000 }, async () => {
    const { client, db } = slowSearches(1500);
    const serial = db.all('Serial').find((row) => row.title === 'Cooking with James')!;
    await renderWithProviders(inForm({ serialId: null }, <ReferenceField name="serialId" label="Serial" entity="Serial" isReadOnly={false} />), { apolloClient: client, rules: 'EDITOR' });
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Serial' });
    await user.click(picker);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBe(20));
    const list = watchList();
    await user.type(picker, 'Cooking');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([serial.title]), { timeout: 20_000 });
    list.stop();
    // From the first rows straight to the answer: nothing emptied or closed while the server was busy.
    expect(list.states.map((state) => state.slice(0, 40)), 'the states of the open list').toHaveLength(2);
    expect(list.states[0].split(' | ')).toHaveLength(20);
    expect(list.states[1]).toBe(serial.title);
  });
});
