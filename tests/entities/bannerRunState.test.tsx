import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BannerRunBadge, bannerRunState } from '../../src/entities/bannerRunState';
import banner from '../../src/entities/banner';
import { renderWithProviders } from '../utils/renderWithProviders';

const DAY = 86_400_000;
const now = Date.parse('2026-03-20T12:00:00Z');
const at = (days: number) => new Date(now + days * DAY).toISOString();

describe('whether a banner runs now', () => {
  it('runs while active and inside its window, the end excluded', () => {
    expect(bannerRunState({ isActive: true, startsAt: at(-1), endsAt: at(1) }, now)).toBe('running');
    expect(bannerRunState({ isActive: true, startsAt: at(0), endsAt: at(1) }, now)).toBe('running');
    expect(bannerRunState({ isActive: true, startsAt: at(-2), endsAt: at(0) }, now)).toBe('ended');
  });

  it('is scheduled before its start and ended after its end', () => {
    expect(bannerRunState({ isActive: true, startsAt: at(3), endsAt: at(10) }, now)).toBe('scheduled');
    expect(bannerRunState({ isActive: true, startsAt: at(-10), endsAt: at(-3) }, now)).toBe('ended');
  });

  it('takes a missing start as started and a missing end as never ending', () => {
    expect(bannerRunState({ isActive: true, startsAt: null, endsAt: null }, now)).toBe('running');
    expect(bannerRunState({ isActive: true, startsAt: null, endsAt: at(-1) }, now)).toBe('ended');
    expect(bannerRunState({ isActive: true, startsAt: at(-400), endsAt: null }, now)).toBe('running');
  });

  it('never runs while switched off, whatever its dates', () => {
    expect(bannerRunState({ isActive: false, startsAt: at(-1), endsAt: at(1) }, now)).toBe('inactive');
    expect(bannerRunState({ isActive: false, startsAt: at(5), endsAt: null }, now)).toBe('inactive');
  });
});

describe('the banner list', () => {
  const column = banner.columns.find((c) => c.label === 'banner.columns.runState')!;

  it('shows the state as a badge in Persian and English', async () => {
    const row = { isActive: true, startsAt: new Date(Date.now() + 5 * DAY).toISOString(), endsAt: null };
    const { unmount } = await renderWithProviders(<BannerRunBadge row={row} />, { language: 'en' });
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    unmount();
    await renderWithProviders(column.render!(row as never) as ReactElement, { language: 'fa' });
    expect(screen.getByText('زمان‌بندی‌شده')).toBeInTheDocument();
  });

  it('exports the state in words', () => {
    const format = { message: (id: string) => id } as Parameters<NonNullable<typeof column.text>>[1];
    expect(column.text!({ isActive: false, startsAt: null, endsAt: null } as never, format)).toBe('banner.runState.inactive');
  });
});
