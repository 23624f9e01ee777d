import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import challenge from '../../../src/entities/challenge';
import { shimLayoutForProseMirror } from '../widgets/editorHarness';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';

shimLayoutForProseMirror();
// Forty-odd key presses through Spectrum fields take a while in jsdom on a busy machine.
const LONG = 90_000;
beforeAll(() => void sharedTestApollo('ADMIN'));

const para = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const list = (type: string, ...items: string[]) => ({ type, content: items.map((text) => ({ type: 'listItem', content: [para(text)] })) });
// Descriptions that end with a list (the editor tidies such a document by adding a paragraph,
// which is no change of the user's) and start with a paragraph (Tab used to indent it) or with a
// list (Shift+Tab used to lift its first item out).
const startsWithText = { type: 'doc', content: [para('intro'), list('bulletList', 'first', 'second'), para('middle'), list('orderedList', 'last')] };
const startsWithList = { type: 'doc', content: [list('bulletList', 'first', 'second'), para('middle'), list('orderedList', 'last')] };

/** A challenge of this test's own (rich text, number, dates, reference), open in its edit form. */
async function openChallenge(language: 'fa' | 'en', description: object = startsWithText) {
  const t = await messagesFor(language);
  const { client, db } = sharedTestApollo('ADMIN');
  const row = db.insert('Challenge', { ...db.all('Challenge')[0], id: undefined, title: `Focus ${language}`, description, rewardPoints: 25 });
  const { router } = await renderForm(challenge, 'challenges', { client, language, route: `/challenges/edit/${row.id}` });
  const title = await screen.findByRole('textbox', { name: named(t('challenge.fields.title')) }, { timeout: 15_000 });
  await waitFor(() => expect(title).toHaveValue(`Focus ${language}`), { timeout: 5_000 });
  await screen.findByRole('textbox', { name: t('challenge.fields.description') }, { timeout: 15_000 });
  /** Leaving asks first only when something changed. */
  const leavesWithoutAsking = async () => {
    await act(() => router.navigate('/elsewhere'));
    expect(screen.queryByRole('alertdialog', { name: t('form.guard.title') })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  };
  return { t, user: userEvent.setup(), title, leavesWithoutAsking };
}

for (const language of ['en', 'fa'] as const) {
  describe(`focus alone never marks a form as changed (${language})`, () => {
    it('Tab through every field (rich text, number, dates, reference) to Save leaves the form clean', async () => {
      const { t, user, title, leavesWithoutAsking } = await openChallenge(language);
      const save = screen.getByRole('button', { name: t('common.actions.save') });
      const editor = screen.getByRole('textbox', { name: t('challenge.fields.description') });
      await user.click(title);
      let passedEditor = false;
      for (let presses = 0; presses < 80 && document.activeElement !== save; presses += 1) {
        await user.tab();
        passedEditor ||= document.activeElement === editor;
      }
      expect(save).toHaveFocus();
      expect(passedEditor).toBe(true);
      await leavesWithoutAsking();
    }, LONG);

    it('Shift+Tab from Save back through every field to the title leaves the form clean', async () => {
      const { t, user, title, leavesWithoutAsking } = await openChallenge(language, startsWithList);
      act(() => screen.getByRole('button', { name: t('common.actions.save') }).focus());
      for (let presses = 0; presses < 80 && document.activeElement !== title; presses += 1) await user.tab({ shift: true });
      expect(title).toHaveFocus();
      await leavesWithoutAsking();
    }, LONG);

    it('clicking into the rich text, number, date and reference fields and out again leaves the form clean', async () => {
      const { t, user, title, leavesWithoutAsking } = await openChallenge(language);
      const targets = [
        screen.getByRole('textbox', { name: t('challenge.fields.description') }),
        screen.getByRole('textbox', { name: named(t('challenge.fields.rewardPoints')) }),
        screen.getAllByRole('spinbutton')[0],
        screen.getByRole('combobox', { name: named(t('challenge.fields.languageId')) }),
      ];
      for (const target of targets) {
        await user.click(target);
        await user.click(title);
      }
      await leavesWithoutAsking();
    });
  });
}
