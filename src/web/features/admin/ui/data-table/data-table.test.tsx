// @vitest-environment jsdom
// Issue 27 point 6: the one table of the admin lists. Sorting in the browser and by the server,
// tick boxes with a header box that is mixed when part of the page is ticked, the slot for 'select
// all that match', the pager, and the empty and loading states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { DataColumn, SortingState } from './columns.ts';
import { sortingFromParam, sortParam } from './columns.ts';
import { DataTable, type DataTableProps, type SelectionInfo } from './data-table.tsx';
import { pageRange } from './pager.tsx';

interface Learner {
  id: string;
  name: string;
  score: number;
  city: string;
}

const learners: Learner[] = [
  { id: 'a', name: 'Meera', score: 41, city: 'Pune' },
  { id: 'b', name: 'Kabir', score: 77, city: 'Delhi' },
  { id: 'c', name: 'Asha', score: 58, city: 'Kochi' },
];

const columns: DataColumn<Learner>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name, cell: ({ row }) => row.original.name, enableSorting: true, meta: { phone: 'title' } },
  { id: 'score', header: 'Score', accessorFn: (row) => row.score, cell: ({ row }) => row.original.score, enableSorting: true, meta: { align: 'right' } },
  { id: 'city', header: 'City', cell: ({ row }) => row.original.city },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

const table = (props: Partial<DataTableProps<Learner>> = {}) =>
  render(<DataTable caption="Learners" columns={columns} data={learners} getRowId={(row) => row.id} {...props} />);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

afterEach(cleanup);

describe('DataTable', () => {
  it('names the table and its columns, with aria-sort and a sort button only where a column sorts', () => {
    table({ sort: { mode: 'client' } });
    expect(screen.getByRole('table', { name: 'Learners' })).toBeTruthy();
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Name').getAttribute('scope')).toBe('col');
    expect(within(header('Name')).getByRole('button', { name: 'Name' })).toBeTruthy();
    expect(header('City').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('City')).queryByRole('button')).toBeNull();
    // the list's own order until a header is pressed
    expect(names()).toEqual(['Meera', 'Kabir', 'Asha']);
  });

  it('without a sort, no header is a button', () => {
    table();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts in the browser: names A to Z then Z to A, numbers highest first, and back to the own order', () => {
    table({ sort: { mode: 'client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Asha', 'Kabir', 'Meera']);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Meera', 'Kabir', 'Asha']);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(names()).toEqual(['Kabir', 'Asha', 'Meera']);
    expect(header('Score').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(names()).toEqual(['Meera', 'Asha', 'Kabir']);
    fireEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(names()).toEqual(['Meera', 'Kabir', 'Asha']);
    expect(header('Score').getAttribute('aria-sort')).toBe('none');
  });

  it('starts from an initial sort in the browser', () => {
    table({ sort: { mode: 'client', initial: [{ id: 'score', desc: false }] } });
    expect(names()).toEqual(['Meera', 'Asha', 'Kabir']);
    expect(header('Score').getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorted by the server: shows the rows in the order given and hands the next sort to the page', () => {
    const onChange = vi.fn<(next: SortingState) => void>();
    const { rerender } = table({ sort: { mode: 'server', state: [{ id: 'score', desc: true }], onChange } });
    // the server's order stays, whatever the column says
    expect(names()).toEqual(['Meera', 'Kabir', 'Asha']);
    expect(header('Score').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'score', desc: false }]);
    // nothing moves until the page passes the new state
    expect(header('Score').getAttribute('aria-sort')).toBe('descending');
    rerender(
      <DataTable
        caption="Learners"
        columns={columns}
        data={learners}
        getRowId={(row) => row.id}
        sort={{ mode: 'server', state: [{ id: 'score', desc: false }], onChange }}
      />,
    );
    expect(header('Score').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
  });

  it('puts a sort in the address and reads it back, ignoring a column that does not sort', () => {
    expect(sortParam([{ id: 'facility', desc: true }])).toBe('-facility');
    expect(sortParam([{ id: 'facility', desc: false }])).toBe('facility');
    expect(sortParam([])).toBe('');
    expect(sortingFromParam('-facility', ['facility', 'updated'])).toEqual([{ id: 'facility', desc: true }]);
    expect(sortingFromParam('updated', ['facility', 'updated'])).toEqual([{ id: 'updated', desc: false }]);
    expect(sortingFromParam('-password', ['facility'])).toEqual([]);
    expect(sortingFromParam(null, ['facility'])).toEqual([]);
  });

  describe('selection', () => {
    function Selectable({ initial = [], onInfo }: { initial?: string[]; onInfo?: (info: SelectionInfo) => void }) {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
      return (
        <>
          <DataTable
            caption="Learners"
            columns={columns}
            data={learners}
            getRowId={(row) => row.id}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (row) => `Select ${row.name}`,
              pageLabel: 'Select every learner on this page',
              bar: (info) => {
                onInfo?.(info);
                return info.selectedCount > 0 ? (
                  <p>
                    {info.selectedCount} selected
                    {info.pageAllSelected ? <button type="button">Select all 1,234 that match</button> : null}
                    <button type="button" onClick={info.clear}>
                      Clear
                    </button>
                  </p>
                ) : null;
              },
            }}
          />
          <output>{[...selected].sort().join(',')}</output>
        </>
      );
    }
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    const chosen = () => screen.getByRole('status').textContent;

    it('ticks rows by their labelled boxes; the header box is mixed, then full, and clears the page', () => {
      render(<Selectable />);
      const all = box('Select every learner on this page');
      expect(all.checked).toBe(false);
      expect(all.indeterminate).toBe(false);

      fireEvent.click(box('Select Kabir'));
      expect(box('Select Kabir').checked).toBe(true);
      expect(chosen()).toBe('b');
      expect(all.checked).toBe(false);
      expect(all.indeterminate).toBe(true);
      expect(screen.getByText(/1 selected/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /that match/ })).toBeNull();

      fireEvent.click(all);
      expect(chosen()).toBe('a,b,c');
      expect(all.checked).toBe(true);
      expect(all.indeterminate).toBe(false);
      // the slot offers every row that matches once the whole page is ticked
      expect(screen.getByRole('button', { name: 'Select all 1,234 that match' })).toBeTruthy();

      fireEvent.click(all);
      expect(chosen()).toBe('');
      expect(box('Select Meera').checked).toBe(false);
    });

    it('keeps ticks of other pages when the page is ticked and cleared', () => {
      render(<Selectable initial={['z']} />);
      fireEvent.click(box('Select every learner on this page'));
      expect(chosen()).toBe('a,b,c,z');
      fireEvent.click(box('Select every learner on this page'));
      expect(chosen()).toBe('z');
    });

    it('tells the slot the counts, and its clear empties the selection', () => {
      const infos: SelectionInfo[] = [];
      render(<Selectable initial={['a', 'c']} onInfo={(info) => infos.push(info)} />);
      expect(infos.at(-1)).toMatchObject({ selectedCount: 2, pageRowCount: 3, pageAllSelected: false });
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(chosen()).toBe('');
      expect(infos.at(-1)).toMatchObject({ selectedCount: 0 });
    });

    it('ticks with the keyboard: the boxes are native checkboxes in the tab order', () => {
      render(<Selectable />);
      const kabir = box('Select Kabir');
      expect(kabir.tagName).toBe('INPUT');
      expect(kabir.tabIndex).toBe(0);
      kabir.focus();
      expect(document.activeElement).toBe(kabir);
    });
  });

  it('pages: where the admin is, previous and next', () => {
    const onPage = vi.fn<(page: number) => void>();
    table({ paging: { page: 2, pageSize: 25, total: 112, noun: 'people', onPage } });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('status').textContent).toBe('Showing 26–50 of 112 people');
    expect(within(nav).getByText('Page 2 of 5')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(nav).getByRole('button', { name: /Previous/ }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(pageRange(5, 25, 112)).toEqual({ first: 101, last: 112, pages: 5 });
    expect(pageRange(1, 25, 0)).toEqual({ first: 0, last: 0, pages: 1 });
  });

  it('leaves the pager out on one page when asked, and disables what cannot move', () => {
    const onPage = vi.fn();
    const { rerender } = table({ paging: { page: 1, pageSize: 20, total: 3, noun: 'learners', hideOnOnePage: true, onPage } });
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <DataTable
        caption="Learners"
        columns={columns}
        data={learners}
        getRowId={(row) => row.id}
        paging={{ page: 1, pageSize: 2, total: 3, noun: 'learners', onPage }}
      />,
    );
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the empty state instead of the table, and a loading row before the first rows', () => {
    const { rerender } = table({ data: [], empty: <p>Nobody yet</p> });
    expect(screen.getByText('Nobody yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable caption="Learners" columns={columns} data={[]} getRowId={(row) => row.id} loading="Loading learners…" empty={<p>Nobody yet</p>} />);
    expect(screen.queryByText('Nobody yet')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading learners…')).toBeTruthy();
  });

  it('marks stale rows busy, and prints each column name beside its value for the phone card', () => {
    table({ busy: true });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    const kabir = screen.getAllByRole('row')[2]!;
    // the title cell has no name before it; the others do (shown on a phone only)
    expect(
      within(kabir)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kabir', 'Score: 77', 'City: Delhi']);
  });
});
