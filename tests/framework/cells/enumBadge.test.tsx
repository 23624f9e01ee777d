import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { col, EnumBadge } from '../../../src/framework/cells/cells';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('EnumBadge', () => {
  it('keeps a plain label in a list column on one line, cut at its end, and a status as a badge', async () => {
    const placement = col.enum('placement', 'BannerPlacement');
    const status = col.enum('status', 'PaymentStatus');
    await renderWithProviders(
      <>
        {placement.render!({ placement: 'HOME_MIDDLE' } as never)}
        {status.render!({ status: 'FAILED' } as never)}
      </>,
      { language: 'en' },
    );
    const label = await screen.findByText('Home screen, middle');
    expect(label).toHaveClass('cell-text');
    expect(screen.getByText('Failed')).toHaveClass('kit-badge');
  });

  it('leaves a label outside a table inline', async () => {
    await renderWithProviders(<EnumBadge enumName="Role" value="ADMIN" />, { language: 'en' });
    expect((await screen.findByText('Administrator')).tagName).toBe('SPAN');
  });
});
