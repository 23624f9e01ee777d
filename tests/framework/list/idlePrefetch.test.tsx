import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage } from './harness';

beforeEach(() => {
  fakeLayout();
});

describe('what opens next', () => {
  it('is asked for once, after the first rows are on screen', async () => {
    const onIdle = vi.fn(() => {
      // The screens layer loads the form here: by then the list shows its rows.
      expect(bodyRows().length).toBeGreaterThan(0);
    });
    await renderManage(languages, 'langs', { route: '/langs/manage', props: { onIdle } });
    expect(onIdle).not.toHaveBeenCalled();
    await waitFor(() => expect(onIdle).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });
});
