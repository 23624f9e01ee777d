import { Cell, Column, defaultTheme, Provider, Row, SearchField, TableBody, TableHeader, TableView } from '@adobe/react-spectrum';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeLayout } from '../framework/list/harness';
import { fa } from '../../src/i18n/spectrum/fa';
import { installSpectrumStrings } from '../../src/i18n/spectrum/install';
import type { SpectrumStrings } from '../../src/i18n/spectrum/types';

function Screen({ locale }: { locale: string }) {
  return (
    <Provider theme={defaultTheme} locale={locale}>
      <SearchField label="q" defaultValue="x" />
      <TableView aria-label="t" selectionMode="multiple">
        <TableHeader>
          <Column key="name">Name</Column>
        </TableHeader>
        <TableBody>
          <Row key="1">
            <Cell>One</Cell>
          </Row>
        </TableBody>
      </TableView>
    </Provider>
  );
}

describe('React Spectrum in Persian', () => {
  test('has a Persian message for every message of every package the admin bundles', async () => {
    const { default: en } = (await import('@adobe/react-spectrum/i18n/en-US')) as unknown as { default: SpectrumStrings };
    for (const [pkg, messages] of Object.entries(en)) {
      expect(Object.keys(fa[pkg] ?? {}).sort(), pkg).toEqual(Object.keys(messages).sort());
    }
  });

  test('names its own controls in Persian, and in English again after a switch', async () => {
    fakeLayout();
    await installSpectrumStrings('fa');
    const { unmount } = render(<Screen locale="fa-IR" />);
    expect(screen.getByRole('button', { name: 'پاک کردن جستجو' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'انتخاب همه' })).toBeInTheDocument();
    unmount();

    await installSpectrumStrings('en');
    render(<Screen locale="en-US" />);
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeInTheDocument();
  });
});
