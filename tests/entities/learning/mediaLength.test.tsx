import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import MediaLengthCheck from '../../../src/entities/learning/MediaLengthCheck';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** The check inside a Formik form of an explanation's times, against the in-process server. */
async function renderCheck(durationSeconds: number, times: { startMs: number; endMs: number }) {
  const { client, db } = createTestApollo('EDITOR');
  const media = db.all('Media')[0];
  db.update(media, { durationSeconds });
  const onSubmit = vi.fn();
  await renderWithProviders(
    <Formik initialValues={{ mediaId: media.id, ...times }} onSubmit={onSubmit}>
      {({ submitForm }) => (
        <>
          <MediaLengthCheck name="mediaLength" label="Media length" isReadOnly={false} />
          <button type="button" onClick={() => void submitForm()}>Save</button>
        </>
      )}
    </Formik>,
    { apolloClient: client, rules: 'EDITOR' },
  );
  return onSubmit;
}

describe('an explanation inside its media item', () => {
  it('shows the media length and refuses a save that ends past it', async () => {
    const onSubmit = await renderCheck(60, { startMs: 10_000, endMs: 75_000 });
    expect(await screen.findByText('The media item is 01:00.000 long.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start and the end must fall within the media item’s length');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a save through inside the length', async () => {
    const onSubmit = await renderCheck(60, { startMs: 10_000, endMs: 59_000 });
    await screen.findByText('The media item is 01:00.000 long.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('checks nothing while the length is unknown', async () => {
    const onSubmit = await renderCheck(0, { startMs: 10_000, endMs: 999_000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText(/The media item is/)).not.toBeInTheDocument();
  });
});
