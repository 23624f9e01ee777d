import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import invoices from '../../../src/entities/invoice';
import { createTestApollo } from '../../utils/mockApollo';
import { userDeclaration } from './declarations';
import { messagesFor, renderForm } from './renderForm';

// A record the viewer may only read is not titled "Edit …": nothing on it can be edited.
describe('the title of a form', () => {
  it('names an issued invoice "Invoice details" and a draft one "Edit invoice"', async () => {
    const t = await messagesFor();
    const { client, db } = createTestApollo('FINANCE');
    const issued = db.all('Invoice').find((row) => row.status === 'ISSUED')!;
    renderForm(invoices, 'invoices', { client, role: 'FINANCE', route: `/invoices/edit/${issued.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: t('shell.page.view', { entity: t('invoice.title.one') }) })).toBeInTheDocument();
    cleanup();

    const draft = db.all('Invoice').find((row) => row.status === 'DRAFT')!;
    renderForm(invoices, 'invoices', { client, role: 'FINANCE', route: `/invoices/edit/${draft.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: t('invoice.edit') })).toBeInTheDocument();
  });

  it('names a staff account that SUPPORT opens "User details" in Persian', async () => {
    const t = await messagesFor('fa');
    const { client, db } = createTestApollo('SUPPORT');
    const admin = db.all('User').find((row) => row.role === 'ADMIN')!;
    renderForm(userDeclaration, 'users', { client, role: 'SUPPORT', language: 'fa', route: `/users/edit/${admin.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: t('shell.page.view', { entity: t('user.title.one') }) })).toBeInTheDocument();
  });
});
