import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from './data-table';
import { RightDrawer } from './right-drawer';
import { TabHeader } from './tab-header';
import type { TableController, TableFilters } from './table-state';
import { useEditDrawer } from './use-edit-drawer';

/** What the edit drawer's form receives: the row (null for a new one), a key that renews it, and how to close. */
export interface ListTabEditor<T> {
  row: T | null;
  formKey: number;
  close: () => void;
}

export interface ListTabProps<T, F extends TableFilters> {
  title: string;
  description: ReactNode;
  /** The thing listed, in the singular ("team"): it names the add button and the new-row drawer. */
  noun: string;
  /** How a row is named in its edit button and drawer title. */
  rowName: (row: T) => string;
  rowKey: (row: T) => number | string;
  drawerId: string;
  icon?: ReactNode;
  drawerWidth?: number;
  canEdit: boolean;
  table: TableController<F>;
  rows: T[] | undefined;
  total: number;
  isFetching: boolean;
  error: string | null;
  columns: DataColumn<T>[];
  toolbar?: ReactNode;
  /** More actions beside the add button (an upload), and what they open above the table. */
  actions?: ReactNode;
  above?: ReactNode;
  empty: { title: string; description: string };
  form: (editor: ListTabEditor<T>) => ReactNode;
}

/**
 * A settings-style list: title and add button, the paged table with its filters, an Edit button per
 * row and the right-hand drawer holding the form. The tabs of buyer settings (and the admin console)
 * differ only in their columns, filters and form.
 */
export function ListTab<T, F extends TableFilters>(props: ListTabProps<T, F>) {
  const { noun, rowName, canEdit } = props;
  const editor = useEditDrawer<T>(props.drawerId);
  const addButton = canEdit ? <Button onClick={() => editor.open(null)}>Add {noun}</Button> : null;
  const actions = props.actions ? (
    <Group gap="xs">
      {props.actions}
      {addButton}
    </Group>
  ) : (
    addButton
  );
  return (
    <>
      <TabHeader title={props.title} description={props.description} action={actions} />
      {props.above}
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={props.rows}
        total={props.total}
        rowKey={props.rowKey}
        table={props.table}
        isFetching={props.isFetching}
        error={props.error}
        toolbar={props.toolbar}
        emptyState={{ ...props.empty, action: addButton }}
        rowActions={
          canEdit
            ? (row) => (
                <Button variant="subtle" size="xs" onClick={() => editor.open(row)} aria-label={`Edit ${rowName(row)}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
      <RightDrawer
        id={props.drawerId}
        title={editor.row ? `Edit ${rowName(editor.row)}` : `New ${noun}`}
        icon={props.icon}
        width={props.drawerWidth ?? 600}
      >
        {props.form({ row: editor.row, formKey: editor.formKey, close: editor.close })}
      </RightDrawer>
    </>
  );
}
