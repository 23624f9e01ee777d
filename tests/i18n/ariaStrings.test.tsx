import { render, screen } from '@testing-library/react';
import { Button, Cell, Checkbox, Column, I18nProvider, Input, Row, SearchField, Table, TableBody, TableHeader } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { faAria } from '../../src/i18n/aria/faAria';
import { installAriaStrings } from '../../src/i18n/aria/install';
import type { AriaStrings } from '../../src/i18n/aria/types';

/** React Aria's own labels: the search field's clear button and the table's select-all box. */
function Screen({ locale }: { locale: string }) {
  return (
    <I18nProvider locale={locale}>
      <SearchField aria-label="q" defaultValue="x">
        <Input />
        <Button />
      </SearchField>
      <Table aria-label="t" selectionMode="multiple">
        <TableHeader>
          <Column><Checkbox slot="selection" /></Column>
          <Column isRowHeader>Name</Column>
        </TableHeader>
        <TableBody>
          <Row id="1">
            <Cell><Checkbox slot="selection" /></Cell>
            <Cell>One</Cell>
          </Row>
        </TableBody>
      </Table>
    </I18nProvider>
  );
}

describe('React Aria in Persian', () => {
  test('has a Persian message for every message of every package the kit bundles', async () => {
    const { default: en } = (await import('react-aria-components/i18n/en-US')) as unknown as { default: AriaStrings };
    for (const [pkg, messages] of Object.entries(en)) {
      expect(Object.keys(faAria[pkg] ?? {}).sort(), pkg).toEqual(Object.keys(messages).sort());
    }
  });

  test('names its own controls in Persian, and in English again after a switch', async () => {
    await installAriaStrings('fa');
    const { unmount } = render(<Screen locale="fa-IR" />);
    expect(screen.getByRole('button', { name: 'پاک کردن جستجو' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'انتخاب همه' })).toBeInTheDocument();
    unmount();

    await installAriaStrings('en');
    render(<Screen locale="en-US" />);
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeInTheDocument();
  });
});
