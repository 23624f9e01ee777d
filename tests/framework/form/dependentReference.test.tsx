import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ReferenceField } from '../../../src/framework/fields/ReferenceField';
import { presetValues } from '../../../src/framework/form/presets';
import media from '../../../src/entities/media';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { renderForm, sharedTestApollo } from './renderForm';
import { inForm, values } from './inForm';

type Row = { id: string } & Record<string, unknown>;
const ref = (row: Row, key: string) => row[key] as Row | null;

function SetButton({ name, value, children }: { name: string; value: unknown; children: ReactNode }) {
  const { setFieldValue } = useFormikContext();
  return <button type="button" onClick={() => void setFieldValue(name, value)}>{children}</button>;
}


describe('a dependent reference (filterBy)', () => {
  it('offers only the rows of the parent value, and is cleared when the parent changes', async () => {
    const { client, db } = sharedTestApollo('ADMIN');
    const languageOf = (code: string) => db.all('Language').find((row) => row.code === code)!;
    const german = languageOf('de');
    const germanAccents = db.all('Accent').filter((row) => ref(row, 'language')?.id === german.id);
    expect(germanAccents.length).toBeGreaterThan(0);
    const accent = germanAccents[0];
    await renderWithProviders(
      inForm(
        { languageId: german.id, accentId: accent.id },
        <>
          <ReferenceField name="accentId" label="Accent" entity="Accent" filterBy={{ languageId: 'languageId' }} isReadOnly={false} />
          <SetButton name="languageId" value={languageOf('fr').id}>French</SetButton>
        </>,
      ),
      { apolloClient: client },
    );
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Accent' });
    // The edit form's value is kept at first, its label looked up.
    await waitFor(() => expect(picker).toHaveValue(String(accent.title)));
    await user.click(picker);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBe(germanAccents.length));
    expect(screen.getAllByRole('option').map((option) => option.textContent).sort()).toEqual(germanAccents.map((row) => String(row.title)).sort());
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'French' }));
    await waitFor(() => expect(values().accentId).toBeNull());
    expect(picker).toHaveValue('');
  });
});

describe('presets from the URL query (presetFromQuery)', () => {
  it('reads only the declared, non-empty keys', () => {
    expect(presetValues(['serialId', 'seasonId'], '?serialId=s1&seasonId=&other=x')).toEqual({ serialId: 's1' });
    expect(presetValues(undefined, '?serialId=s1')).toEqual({});
  });

  it('opens /media/new?serialId=…&seasonId=… with the serial and season chosen', async () => {
    const { client, db } = sharedTestApollo('EDITOR');
    const season = db.all('Season').find((row) => ref(row, 'serial'))!;
    const serial = ref(season, 'serial')!;
    await renderForm(media, 'media', { client, role: 'EDITOR', route: `/media/new?serialId=${serial.id}&seasonId=${season.id}` });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Serial/ })).toHaveValue(String(serial.title)));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Season/ })).toHaveValue(String(season.title)));
  });
});
