import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityChanges } from '../../src/pages/activity/ActivityChanges';
import { renderWithProviders } from '../utils/renderWithProviders';

const update = {
  subject: 'Media',
  action: 'UPDATE' as const,
  changes: [
    { field: 'title', before: 'Lost, part 1', after: 'Lost, part one', redacted: false },
    { field: 'status', before: 'DRAFT', after: 'PUBLISHED', redacted: false },
  ],
};

describe("the activity log's changes", () => {
  it('shows each field before → after, enums by their label (en)', async () => {
    await renderWithProviders(<ActivityChanges entry={update} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Title: Lost, part 1 → Lost, part one', 'Status: Draft → Published']);
  });

  it('points the arrow the reading way in Persian, and names a secret field as hidden', async () => {
    const secret = { subject: 'PayGateway', action: 'UPDATE' as const, changes: [{ field: 'secretKey', before: null, after: null, redacted: true }] };
    await renderWithProviders(<ActivityChanges entry={secret} />, { language: 'fa' });
    expect(screen.getByRole('listitem').textContent).toMatch(/^.+: پنهان ← پنهان$/);
  });

  it('names the fields of a creation without their values', async () => {
    await renderWithProviders(<ActivityChanges entry={{ ...update, action: 'CREATE' }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Title and Status')).toBeInTheDocument();
  });
});
