import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../src/core/settings/types';
import { createTestApollo } from '../../utils/mockApollo';
import { messagesFor, renderForm } from '../form/renderForm';
import { tubeVideoDeclaration } from './declarations';

/** A seeded Tube video whose file is `videoUrl` (a new one without), its form open in `language`. */
async function openTube(videoUrl: string | null, language: LanguageCode = 'en') {
  const t = await messagesFor(language);
  const apollo = createTestApollo('ADMIN');
  const row = apollo.db.all('Tube')[0];
  if (videoUrl) apollo.db.update(row, { videoUrl });
  await renderForm(tubeVideoDeclaration, 'tube', { client: apollo.client, language, route: videoUrl ? `/tube/edit/${row.id}` : '/tube/new' });
  const group = await screen.findByRole('group', { name: t('tube.fields.videoUrl') });
  const link = () => within(group).queryByRole('textbox', { name: t('widgets.upload.link') });
  const player = () => within(group).queryByLabelText(t('widgets.upload.preview', { title: t('tube.fields.videoUrl') }));
  const save = () => userEvent.click(screen.getByRole('button', { name: t('common.actions.save') }));
  return { t, user: userEvent.setup(), apollo, group, link, player, save, stored: () => apollo.db.get('Tube', row.id)?.videoUrl };
}

describe('upload field with a pasted link (Tube video)', () => {
  it('stores a pasted address as the file, played in the field with Replace and Remove', async () => {
    const { t, user, group, link, player, save, stored } = await openTube('https://tube.example.com/v/1.mp4');
    // A stored video plays in the field; Remove brings back the drop zone and the link input.
    await waitFor(() => expect(player()).toHaveAttribute('src', 'https://tube.example.com/v/1.mp4'));
    expect(link()).toBeNull();
    await user.click(within(group).getByRole('button', { name: t('widgets.upload.remove') }));
    expect(link()).toHaveValue('');
    expect(link()).toHaveAttribute('dir', 'ltr');

    await user.type(link()!, 'https://cdn.example.com/videos/greetings.mp4');
    // Still the input while typing, though the text already reads as an address.
    expect(link()).toHaveValue('https://cdn.example.com/videos/greetings.mp4');
    await user.tab();
    expect(player()).toHaveAttribute('src', 'https://cdn.example.com/videos/greetings.mp4');
    expect(link()).toBeNull();
    expect(within(group).getByRole('button', { name: t('widgets.upload.replace') })).toBeInTheDocument();
    await save();
    await waitFor(() => expect(stored()).toBe('https://cdn.example.com/videos/greetings.mp4'));
  });

  it('keeps a link typed wrong with a translated error, and saves nothing', async () => {
    const { t, user, apollo, link, player, save } = await openTube(null, 'fa');
    const before = apollo.db.all('Tube').length;
    await user.type(link()!, 'cdn.example.com/a.mp4');
    await user.tab();
    expect(link()).toHaveValue('cdn.example.com/a.mp4');
    expect(player()).toBeNull();
    await save();
    await waitFor(() => expect(link()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(t('validation.url')).length).toBeGreaterThan(0);
    expect(link()).toHaveValue('cdn.example.com/a.mp4');
    expect(apollo.db.all('Tube')).toHaveLength(before);
  });

});
