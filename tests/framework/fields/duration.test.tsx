import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../src/core/settings/types';
import { createTestApollo } from '../../utils/mockApollo';
import { messagesFor, named, renderForm } from '../form/renderForm';
import { tubeVideoDeclaration } from './declarations';

/** A seeded Tube video of `seconds`, its form open in `language`. */
async function editTube(language: LanguageCode, seconds = 2476) {
  const t = await messagesFor(language);
  const apollo = createTestApollo('ADMIN');
  const row = apollo.db.all('Tube')[0];
  apollo.db.update(row, { durationSeconds: seconds });
  await renderForm(tubeVideoDeclaration, 'tube', { client: apollo.client, language, route: `/tube/edit/${row.id}` });
  const input = await screen.findByRole('textbox', { name: named(t('tube.fields.durationSeconds')) });
  return { t, user: userEvent.setup(), input, stored: () => apollo.db.get('Tube', row.id)?.durationSeconds };
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('duration field', () => {
  it('shows seconds as m:ss, saves what is typed as h:mm:ss in whole seconds', async () => {
    const { t, user, input, stored } = await editTube('en');
    await waitFor(() => expect(input).toHaveValue('41:16'));
    expect(input).toHaveAccessibleDescription(t('fields.duration.hint'));
    await user.clear(input);
    await user.type(input, '1:05:30');
    await user.tab();
    expect(input).toHaveValue('1:05:30');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(stored()).toBe(3930));
  });

  it('keeps text that is no duration, says how to write one, and saves nothing', async () => {
    const { t, user, input, stored } = await editTube('en');
    await waitFor(() => expect(input).toHaveValue('41:16'));
    await user.clear(input);
    await user.type(input, '1:75:00');
    await user.tab();
    expect(input).toHaveValue('1:75:00');
    await waitFor(() => expect(input).toHaveAccessibleDescription(escaped(t('validation.duration'))));
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveValue('1:75:00');
    expect(stored()).toBe(2476);
  });

  it('shows Persian digits in fa and reads either digits', async () => {
    const { t, user, input, stored } = await editTube('fa', 3930);
    await waitFor(() => expect(input).toHaveValue('۱:۰۵:۳۰'));
    await user.clear(input);
    await user.type(input, '۴۱:۱۶');
    await user.tab();
    expect(input).toHaveValue('۴۱:۱۶');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(stored()).toBe(2476));
  });
});
