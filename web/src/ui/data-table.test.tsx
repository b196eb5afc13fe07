import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { type DataColumn, DataTable } from './data-table';
import { SelectFilter } from './table-filters';
import { pageLocally, useTableState } from './table-state';

interface Row {
  id: number;
  name: string;
  active: boolean;
}
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Vessel ${String(i + 1).padStart(2, '0')}`,
  active: i % 2 === 0,
}));
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', sortProperty: 'name', render: (r) => r.name },
  { key: 'state', header: 'Status', render: (r) => (r.active ? 'Active' : 'Inactive') },
];

function Harness({
  data = rows,
  size,
  pageSizeOptions,
  isActive = null,
}: {
  data?: Row[];
  size?: number;
  pageSizeOptions?: readonly number[];
  /** The filter the table opens on (a queue opens on its status). */
  isActive?: string | null;
}) {
  const table = useTableState({
    filters: { isActive },
    sort: { property: 'name', direction: 'ASC' },
    size,
  });
  const page = pageLocally(data, table.state, {
    matches: (r, f) => !f.isActive || String(r.active) === f.isActive,
    sortValues: { name: (r) => r.name },
  });
  return (
    <>
      <p data-testid="page">{table.state.page}</p>
      <DataTable
        label="Vessels"
        columns={columns}
        rows={page.items}
        total={page.total}
        rowKey={(r) => r.id}
        table={table}
        toolbar={
          <SelectFilter
            table={table}
            name="isActive"
            label="Status"
            data={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Inactive' },
            ]}
          />
        }
        emptyState={{ title: 'No vessels yet' }}
        pageSizeOptions={pageSizeOptions}
      />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Vessels' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('pages, and goes back to page 0 when the sort changes', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('page').textContent).toBe('2');
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Vessel 21Active', 'Vessel 22Inactive', 'Vessel 23Active']);

    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByTestId('page').textContent).toBe('0');
    expect(bodyRows()[0]?.textContent).toContain('Vessel 23');
  });

  it('shows the empty state when the list is empty and no filter is on', () => {
    renderWithProviders(<Harness data={[]} />);
    expect(screen.getByText('No vessels yet')).toBeTruthy();
    expect(screen.queryByText(/of 0/)).toBeNull();
  });

  it('clears the filters from the "nothing matches" state', () => {
    renderWithProviders(<Harness data={rows.filter((r) => r.active)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('page').textContent).toBe('1');
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(screen.getByTestId('page').textContent).toBe('0');
    expect(screen.getByText('Nothing matches these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
  });

  it('opened on a chosen filter, an empty list shows its empty state, not a "Clear filters" that clears nothing', () => {
    renderWithProviders(<Harness data={rows.filter((r) => r.active)} isActive="false" />);
    expect(screen.getByText('No vessels yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Active' }));
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('No vessels yet')).toBeTruthy();
  });

  it('offers the default page sizes and shows the current one', () => {
    renderWithProviders(<Harness />);
    const selector = screen.getByLabelText('Rows per page') as HTMLInputElement;
    expect(selector.value).toBe('10');
    fireEvent.click(selector);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
  });

  it('takes its own page sizes, so a size of 5 shows in the selector and can be changed', () => {
    renderWithProviders(<Harness size={5} pageSizeOptions={[5, 10, 20, 50]} />);
    const selector = screen.getByLabelText('Rows per page') as HTMLInputElement;
    expect(selector.value).toBe('5');
    expect(screen.getByText('1–5 of 23')).toBeTruthy();
    fireEvent.click(selector);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '20', '50']);
    fireEvent.click(screen.getByRole('option', { name: '20' }));
    expect(screen.getByText('1–20 of 23')).toBeTruthy();
  });
});
