import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, I18nProvider, type Key, type SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ActionBar, ActionBarContainer } from '../../../src/ui/kit/ActionBar';
import { Breadcrumb, Breadcrumbs } from '../../../src/ui/kit/Breadcrumbs';
import { DropZone, DropZoneMessage, FileTrigger } from '../../../src/ui/kit/DropZone';
import { ListView, ListViewItem } from '../../../src/ui/kit/ListView';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../src/ui/kit/Table';
import { Tab, TabList, TabPanel, Tabs } from '../../../src/ui/kit/Tabs';
import { Tag, TagGroup } from '../../../src/ui/kit/TagGroup';
import { renderWithProviders } from '../../utils/renderWithProviders';

function ThreeTabs({ onChange }: { onChange?: (key: Key) => void }) {
  const [key, setKey] = useState<Key>('one');
  return (
    <Tabs selectedKey={key} onSelectionChange={(next) => (setKey(next), onChange?.(next))} aria-label="Settings">
      <TabList>
        <Tab id="one">One</Tab>
        <Tab id="two">Two</Tab>
        <Tab id="three">Three</Tab>
      </TabList>
      <TabPanel id="one">First panel</TabPanel>
      <TabPanel id="two">Second panel</TabPanel>
      <TabPanel id="three">Third panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose arrows move the selection and show its panel', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<ThreeTabs onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('two');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Two');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('mirrors the arrows in right to left (fa-IR)', async () => {
    await renderWithProviders(
      <I18nProvider locale="fa-IR">
        <ThreeTabs />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
  });
});

function Fruits({ removable = true }: { removable?: boolean }) {
  const [items, setItems] = useState([
    { id: 'apple', label: 'Apple' },
    { id: 'pear', label: 'Pear' },
    { id: 'plum', label: 'Plum' },
  ]);
  return (
    <TagGroup
      label="Fruit"
      description="Chosen fruit"
      items={items}
      onRemove={removable ? (keys) => setItems(items.filter((item) => !keys.has(item.id))) : undefined}
      renderEmptyState={() => 'No fruit'}
    >
      {(item) => <Tag id={item.id}>{item.label}</Tag>}
    </TagGroup>
  );
}

describe('TagGroup', () => {
  it('removes the focused tag by Delete and Backspace, and the last one leaves the empty state', async () => {
    await renderWithProviders(<Fruits />);
    const user = userEvent.setup();
    const grid = screen.getByRole('grid', { name: 'Fruit' });
    expect(grid).toHaveAccessibleDescription('Chosen fruit');
    expect(screen.getByRole('button', { name: 'Remove Apple' })).toBeInTheDocument();
    await user.tab();
    expect(within(grid).getByRole('row', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('row', { name: 'Pear' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(within(grid).queryByRole('row', { name: 'Pear' })).not.toBeInTheDocument();
    // Focus moves on to a neighbour, which Backspace removes in turn.
    expect(document.activeElement).toHaveAttribute('role', 'row');
    await user.keyboard('{Backspace}');
    expect(within(grid).getAllByRole('row')).toHaveLength(1);
    await user.keyboard('{Backspace}');
    expect(grid).toHaveTextContent('No fruit');
  });

  it('has no remove button nor key without onRemove', async () => {
    await renderWithProviders(<Fruits removable={false} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Delete}');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});

describe('Breadcrumbs', () => {
  it('is a named landmark of links, the last one current; pressing a link runs onAction', async () => {
    const onAction = vi.fn();
    await renderWithProviders(
      <Breadcrumbs aria-label="Folder path" onAction={onAction}>
        <Breadcrumb id="root">Library</Breadcrumb>
        <Breadcrumb id="a">Photos</Breadcrumb>
        <Breadcrumb id="b">2024</Breadcrumb>
      </Breadcrumbs>,
    );
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(nav).getByText('2024')).toHaveAttribute('aria-current', 'page');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Photos' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('a');
    // The current page is not a stop.
    await user.tab();
    expect(nav).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('points its chevrons the other way in right to left', async () => {
    const { container } = await renderWithProviders(
      <I18nProvider locale="fa-IR">
        <Breadcrumbs aria-label="Path">
          <Breadcrumb id="a" href="/a">A</Breadcrumb>
          <Breadcrumb id="b">B</Breadcrumb>
        </Breadcrumbs>
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('href', '/a');
    const separators = container.querySelectorAll('.kit-breadcrumbs__separator');
    expect(separators).toHaveLength(1);
    expect(separators[0]).toHaveAttribute('data-mirrored', 'true');
  });
});

describe('DropZone', () => {
  it('is named by its heading and its file button opens the file dialog by keyboard', async () => {
    const onSelect = vi.fn();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    await renderWithProviders(
      <DropZone onDrop={() => {}}>
        <DropZoneMessage heading="Drop a file here" level={2}>
          <FileTrigger onSelect={onSelect} acceptedFileTypes={['text/csv']}>
            <Button>Choose a file</Button>
          </FileTrigger>
        </DropZoneMessage>
      </DropZone>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Drop a file here' })).toBeInTheDocument();
    // The drop zone's own (hidden) button takes pastes; it is named by the heading.
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/Drop a file here/);
    await user.tab();
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    expect(choose).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'text/csv');
    await user.upload(input, new File(['a,b'], 'rows.csv', { type: 'text/csv' }));
    expect(onSelect).toHaveBeenCalled();
    click.mockRestore();
  });
});

const PEOPLE = [
  { id: '1', name: 'Ava', city: 'Tabriz' },
  { id: '2', name: 'Bahar', city: 'Shiraz' },
  { id: '3', name: 'Cyrus', city: 'Ahvaz' },
];

function People({ selectable = false }: { selectable?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [selected, setSelected] = useState<'all' | Set<Key>>(new Set());
  const rows = [...PEOPLE].sort((a, b) => {
    const key = sort.column as 'name' | 'city';
    return (sort.direction === 'ascending' ? 1 : -1) * a[key].localeCompare(b[key]);
  });
  return (
    <Table aria-label="People" sortDescriptor={sort} onSortChange={setSort} selectionMode={selectable ? 'multiple' : 'none'}
      selectedKeys={selected} onSelectionChange={(keys) => setSelected(keys === 'all' ? 'all' : new Set(keys))} renderEmptyState={() => 'Nobody'}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>Name</Column>
        <Column id="city" allowsSorting>City</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.name}</Cell>
            <Cell>{row.city}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('moves by arrows between rows and cells, and sorts by Enter on a header', async () => {
    await renderWithProviders(<People />);
    const user = userEvent.setup();
    const grid = screen.getByRole('grid', { name: 'People' });
    await user.tab();
    expect(within(grid).getByRole('row', { name: /Ava/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('row', { name: /Bahar/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('rowheader', { name: 'Bahar' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('gridcell', { name: 'Shiraz' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const city = within(grid).getByRole('columnheader', { name: 'City' });
    expect(city).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(city).toHaveAttribute('aria-sort', 'ascending');
    const names = () => within(grid).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Cyrus', 'Bahar', 'Ava']);
    await user.keyboard('{Enter}');
    expect(city).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Ava', 'Bahar', 'Cyrus']);
  });

  it('selects rows by Space with its checkboxes, and all from the header', async () => {
    await renderWithProviders(<People selectable />);
    const user = userEvent.setup();
    const grid = screen.getByRole('grid', { name: 'People' });
    await user.tab();
    await user.keyboard(' ');
    expect(within(grid).getByRole('row', { name: /Ava/ })).toHaveAttribute('aria-selected', 'true');
    const boxes = within(grid).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await user.click(boxes[0]);
    expect(within(grid).getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(3);
  });

  it('shows its empty state', async () => {
    await renderWithProviders(
      <Table aria-label="Empty" renderEmptyState={() => 'Nothing here'}>
        <TableHeader><Column isRowHeader>Name</Column></TableHeader>
        <TableBody items={[] as { id: string }[]}>{() => <Row><Cell /></Row>}</TableBody>
      </Table>,
    );
    expect(screen.getByRole('grid', { name: 'Empty' })).toHaveTextContent('Nothing here');
  });
});

describe('ListView', () => {
  it('moves by arrows between rows, into a row button, and runs the action by Enter', async () => {
    const onAction = vi.fn();
    const onMore = vi.fn();
    const entries = [{ id: 'a', name: 'Photos' }, { id: 'b', name: 'Sounds' }];
    await renderWithProviders(
      <ListView aria-label="Folder" items={entries} onAction={onAction}>
        {(entry) => (
          <ListViewItem id={entry.id} textValue={entry.name} description="3 files" actions={<Button onPress={() => onMore(entry.id)}>More {entry.name}</Button>}>
            {entry.name}
          </ListViewItem>
        )}
      </ListView>,
    );
    const user = userEvent.setup();
    const grid = screen.getByRole('grid', { name: 'Folder' });
    await user.tab();
    expect(within(grid).getByRole('row', { name: 'Photos' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('row', { name: 'Sounds' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('b');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'More Sounds' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onMore).toHaveBeenCalledWith('b');
  });

  it('shows its empty state', async () => {
    await renderWithProviders(<ListView aria-label="Folder" items={[] as { id: string }[]} renderEmptyState={() => 'Empty folder'}>{() => <ListViewItem>x</ListViewItem>}</ListView>);
    expect(screen.getByRole('grid', { name: 'Folder' })).toHaveTextContent('Empty folder');
  });
});

describe('ActionBar', () => {
  it('says the count, runs actions from a toolbar, and clears by its button or Escape', async () => {
    const onAction = vi.fn();
    const onClear = vi.fn();
    await renderWithProviders(
      <ActionBarContainer>
        <ActionBar items={[{ key: 'approve', label: 'Approve' }, { key: 'delete', label: 'Delete' }]} selectedItemCount={2} onClearSelection={onClear} onAction={onAction} disabledKeys={['delete']} isEmphasized />
      </ActionBarContainer>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('approve');
    await user.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('is gone with nothing selected', async () => {
    await renderWithProviders(<ActionBar items={[{ key: 'a', label: 'A' }]} selectedItemCount={0} onClearSelection={() => {}} onAction={() => {}} />);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
