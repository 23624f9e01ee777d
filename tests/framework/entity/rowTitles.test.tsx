import { renderHook } from '@testing-library/react';
import { getOperationAST } from 'graphql';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { rowTitles } from '../../../src/entities/rowTitles';
import { ReferenceSourcesProvider, useRowTitle } from '../../../src/framework/entity/references';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US">
    <ReferenceSourcesProvider value={rowTitles}>{children}</ReferenceSourcesProvider>
  </IntlProvider>
);
const persian = { id: '1', title: 'Persian', code: 'fa' };

describe('row titles', () => {
  it('name a row of a declaration without a title as its pickers do', () => {
    const { result } = renderHook(() => useRowTitle({ subject: 'Language' }), { wrapper });
    expect(result.current(persian)).toBe('Persian');
    expect(result.current(persian)).toBe(rowTitles.Language.label(persian, 'en-US'));
  });

  it('leave a declaration its own title where it states one', () => {
    const { result } = renderHook(() => useRowTitle({ subject: 'Language', title: (row: { code: string }) => row.code }), { wrapper });
    expect(result.current(persian)).toBe('fa');
  });

  it('fall back to the row’s own title when the label reads a field the row lacks', () => {
    const { result } = renderHook(() => useRowTitle({ subject: 'ProfessorExplanation' }), { wrapper });
    expect(result.current({ id: '7', title: 'Lesson 1' } as { id: string })).toBe('Lesson 1');
  });

  it('look rows up with each entity’s own list query, and its get query once it is needed', async () => {
    for (const [subject, source] of Object.entries(rowTitles)) {
      expect(getOperationAST(source.list)?.name?.value, subject).toBe(`${subject}List`);
      expect(getOperationAST(await source.get())?.name?.value, subject).toBe(`${subject}Get`);
    }
  });

  it('are handed in by the app: without a provider the framework says so', () => {
    expect(() => renderHook(() => useRowTitle({ subject: 'Language' }))).toThrow(/ReferenceSourcesProvider/);
  });
});
