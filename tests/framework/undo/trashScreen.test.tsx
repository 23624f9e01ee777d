import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TrashScreen } from '../../../src/framework/list/trash/TrashScreen';
import { LanguageDeleteDocument } from '../../../src/gql/graphql';
import { createTestApollo } from '../../utils/mockApollo';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { languageDeclaration } from '../form/declarations';

describe('the trash screen', () => {
  it('lists what was deleted, by whom and until when, and restores a row', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const spare = db.insert('Language', { code: 'zq', title: 'Trashtest', nativeTitle: 'Trashtest', countryCode: null, isRTL: false, isActive: true, sortOrder: 99 });
    await client.mutate({ mutation: LanguageDeleteDocument, variables: { id: spare.id } });
    expect(db.get('Language', spare.id)).toBeUndefined();

    await renderWithProviders(<TrashScreen declaration={languageDeclaration} segment="langs" />, { apolloClient: client, route: '/langs/trash' });
    expect(await screen.findByRole('heading', { name: 'Trash: Languages' })).toBeInTheDocument();
    expect(screen.getByText('Deleted items can be restored for 30 days; after that they are removed for good.')).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Trashtest' })).closest('[role="row"]') as HTMLElement;
    const admin = db.all('User').find((user) => user.role === 'ADMIN')!;
    expect(within(row).getByRole('gridcell', { name: String(admin.fullName) })).toBeInTheDocument();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Restore Trashtest' }));
    await waitFor(() => expect(db.get('Language', spare.id)?.code).toBe('zq'));
    expect(await screen.findByText('Nothing has been deleted.')).toBeInTheDocument();
  });
});
