import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Group,
  LoadingOverlay,
  Select,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useEffect, useId } from 'react';
import { ListIcon } from './icons';
import { DROPDOWN_Z_INDEX } from './layers';
import { Pager } from './pager';
import { lastPage, PAGE_SIZE_OPTIONS, type SortState, type TableController, type TableFilters } from './table-state';

export interface DataColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The sort property the list call takes for this column; a column without one does not sort. */
  sortProperty?: string;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableEmptyState {
  title: string;
  description?: ReactNode;
  /** What to do about it (an "Add..." button for those who may add). */
  action?: ReactNode;
}

export interface DataTableProps<T, F extends TableFilters> {
  /** The table's accessible name ("Vessels"). */
  label: string;
  columns: readonly DataColumn<T>[];
  /** The current page's rows; undefined while the first answer is on its way. */
  rows: readonly T[] | undefined;
  total: number;
  /** How the total reads when it is not the plain number ("1,000+" for a count that stopped early). */
  totalLabel?: string;
  rowKey: (row: T) => string | number;
  table: TableController<F>;
  isFetching?: boolean;
  /** The text of a failed list call. */
  error?: string | null;
  /** Shown when the list is empty and no filter is on. */
  emptyState: DataTableEmptyState;
  /** Filters above the table (search, selects). */
  toolbar?: ReactNode;
  /** Buttons at the end of each row (Edit...); the column is left out when not given. */
  rowActions?: (row: T) => ReactNode;
  /** The sizes the "Rows per page" selector offers; the table's own size must be one of them. */
  pageSizeOptions?: readonly number[];
}

function SortMark({ sort, property }: { sort: SortState | null; property: string }) {
  const direction = sort?.property === property ? sort.direction : null;
  return (
    <Text component="span" size="xs" c={direction ? 'navy.8' : 'gray.5'} aria-hidden="true" ml={4}>
      {direction === 'ASC' ? '▲' : direction === 'DESC' ? '▼' : '↕'}
    </Text>
  );
}

const ariaSort = (sort: SortState | null, property: string) =>
  sort?.property !== property ? 'none' : sort.direction === 'ASC' ? 'ascending' : 'descending';

/**
 * A paged table over a TableController (useTableState): sortable headers, named filters in the
 * toolbar, pagination with page size, an empty state and a "nothing matches" state. Every rule of
 * paging lives in the controller; this component only draws it.
 */
export function DataTable<T, F extends TableFilters>({
  label,
  columns,
  rows,
  total,
  totalLabel,
  rowKey,
  table,
  isFetching = false,
  error,
  emptyState,
  toolbar,
  rowActions,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: DataTableProps<T, F>) {
  const { state } = table;
  const pageSizeId = useId();
  const hasFilters = table.isFiltered;
  const first = total === 0 ? 0 : state.page * state.size + 1;
  const last = Math.min(total, (state.page + 1) * state.size);
  const columnCount = columns.length + (rowActions ? 1 : 0);

  // A page that emptied under the user (a row deactivated by a colleague) moves to the last real page.
  const { setPage } = table;
  useEffect(() => {
    if (rows && rows.length === 0 && total > 0 && state.page > lastPage(total, state.size))
      setPage(lastPage(total, state.size));
  }, [rows, total, state.page, state.size, setPage]);

  const body = () => {
    if (!rows) {
      return Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Table.Tr key={i}>
          {Array.from({ length: columnCount }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
            <Table.Td key={j}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            {hasFilters ? (
              <EmptyState
                py="xl"
                size="sm"
                title="Nothing matches these filters"
                description="Change or clear the filters to see more."
              >
                <EmptyState.Actions>
                  <Button variant="default" size="xs" onClick={() => table.resetFilters()}>
                    Clear filters
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            ) : (
              <EmptyState
                py="xl"
                size="sm"
                variant="light"
                color="teal"
                icon={<ListIcon />}
                title={emptyState.title}
                description={emptyState.description}
              >
                {emptyState.action ? <EmptyState.Actions>{emptyState.action}</EmptyState.Actions> : null}
              </EmptyState>
            )}
          </Table.Td>
        </Table.Tr>
      );
    }
    return rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.render(row)}
          </Table.Td>
        ))}
        {rowActions ? (
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {rowActions(row)}
          </Table.Td>
        ) : null}
      </Table.Tr>
    ));
  };

  return (
    <Card withBorder padding={0}>
      {toolbar ? (
        <Box px="md" py="sm" className="data-table-toolbar">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {toolbar}
            {hasFilters ? (
              <Button variant="subtle" size="sm" onClick={() => table.resetFilters()}>
                Clear filters
              </Button>
            ) : null}
          </Group>
        </Box>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" m="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Box pos="relative">
        <LoadingOverlay visible={isFetching && !!rows} overlayProps={{ backgroundOpacity: 0.45, blur: 1 }} zIndex={5} />
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={label} aria-busy={isFetching} striped={false}>
            <Table.Thead className="data-table-head">
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    ta={column.align}
                    aria-sort={column.sortProperty ? ariaSort(state.sort, column.sortProperty) : undefined}
                  >
                    {column.sortProperty ? (
                      <UnstyledButton
                        onClick={() => table.toggleSort(column.sortProperty as string)}
                        fw={650}
                        fz="sm"
                        className="data-table-sort"
                      >
                        {column.header}
                        <SortMark sort={state.sort} property={column.sortProperty} />
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
                {rowActions ? (
                  <Table.Th w={1}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body()}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {total > 0 ? (
        <Group justify="space-between" px="md" py="sm" className="data-table-footer" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {first}–{last} of {totalLabel ?? total}
          </Text>
          <Group gap="md" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed" component="label" htmlFor={pageSizeId}>
                Rows per page
              </Text>
              <Select
                id={pageSizeId}
                w={80}
                size="xs"
                allowDeselect={false}
                data={pageSizeOptions.map(String)}
                value={String(state.size)}
                onChange={(v) => v && table.setSize(Number(v))}
                comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
              />
            </Group>
            <Pager total={total} size={state.size} page={state.page} onPage={table.setPage} />
          </Group>
        </Group>
      ) : null}
    </Card>
  );
}
