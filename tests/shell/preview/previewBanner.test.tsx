import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineRulesFor } from '../../../src/ability/rules';
import { getSettings } from '../../../src/core/settings';
import { PreviewEndDocument, ViewerDocument } from '../../../src/gql-docs';
import { PreviewBanner } from '../../../src/shell/preview/PreviewBanner';
import { renderWithProviders } from '../../utils/renderWithProviders';

const rulesOf = (role: string) =>
  defineRulesFor(role).map((rule) => ({
    action: ([] as string[]).concat(rule.action),
    subject: ([] as string[]).concat(rule.subject as string),
    conditions: rule.conditions ?? null,
    fields: rule.fields ? ([] as string[]).concat(rule.fields) : null,
    inverted: Boolean(rule.inverted),
    reason: rule.reason ?? null,
  }));

/** The viewer as the server answers it, previewing SUPPORT as Sara or in the ADMIN's own session. */
const viewer = (preview: boolean) => ({
  __typename: 'Viewer',
  user: { __typename: 'User', id: preview ? '5' : '1', email: preview ? 'support@example.com' : 'admin@example.com', fullName: preview ? 'Sara' : 'Maryam', avatarUrl: null, role: preview ? 'SUPPORT' : 'ADMIN' },
  abilityRules: rulesOf(preview ? 'SUPPORT' : 'ADMIN').map((rule) => ({ __typename: 'AbilityRule', ...rule })),
  unreadNotificationCount: 0,
  notifications: [],
  settings: { __typename: 'ViewerSettings', language: 'en', theme: 'light', notificationKinds: [], emailDigest: false },
  preview: preview ? { __typename: 'Preview', role: 'SUPPORT', user: { __typename: 'PreviewUser', id: '5', name: 'Sara' }, startedAt: '2026-01-01T00:00:00.000Z' } : null,
});

describe('the preview banner', () => {
  it('names the role and the user, and Exit gives the ADMIN its own rules back', async () => {
    const mocks = [
      { request: { query: ViewerDocument }, result: { data: { viewer: viewer(true) } } },
      { request: { query: PreviewEndDocument }, result: { data: { previewEnd: { __typename: 'ViewerPayload', viewer: viewer(false), userErrors: [] } } } },
      { request: { query: ViewerDocument }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { viewer: viewer(false) } } },
    ];
    await renderWithProviders(<PreviewBanner />, { route: '/users/manage', rules: 'SUPPORT', mocks });
    const region = await screen.findByRole('region', { name: 'Preview' });
    expect(region.textContent).toContain('Viewing as Sara (Support)');
    expect(region.textContent).toContain('Read-only');
    await userEvent.click(screen.getByRole('button', { name: 'Exit preview' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull());
    expect(getSettings().userData?.role).toBe('ADMIN');
    expect(getSettings().userAbilityRules).toEqual(expect.arrayContaining([expect.objectContaining({ action: ['manage'], subject: ['all'] })]));
  });
});
