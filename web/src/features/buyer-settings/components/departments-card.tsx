import { Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TDepartmentRow } from '@portcall/contracts/settings';
import { RightDrawer } from '../../../ui/right-drawer';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { DepartmentForm } from './department-form';
import { ToneBadge } from './status-badges';

const DRAWER = 'buyer-settings-department';

/** The company's departments: a short list, edited with SETTINGS_EDIT_COMPANY. */
export function DepartmentsCard({ departments, canEdit }: { departments: TDepartmentRow[]; canEdit: boolean }) {
  const editor = useEditDrawer<TDepartmentRow>(DRAWER);
  return (
    <Card withBorder padding="xl">
      <Group justify="space-between" mb="md" align="flex-start">
        <div>
          <Text id="departments-title" fw={650} c="navy.9">
            Departments
          </Text>
          <Text size="sm" c="dimmed">
            Every person belongs to one department; eligible ones take part in DA work.
          </Text>
        </div>
        {canEdit ? (
          <Button variant="light" onClick={() => editor.open(null)}>
            Add department
          </Button>
        ) : null}
      </Group>
      {departments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No departments yet.
        </Text>
      ) : (
        <Table aria-labelledby="departments-title">
          <Table.Thead className="data-table-head">
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Abbreviation</Table.Th>
              <Table.Th>DA work</Table.Th>
              {canEdit ? (
                <Table.Th w={1}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {departments.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td fw={550}>{d.name}</Table.Td>
                <Table.Td>{d.abbreviation}</Table.Td>
                <Table.Td>
                  <ToneBadge tone={d.isEligible ? 'teal' : 'gray'}>
                    {d.isEligible ? 'Eligible' : 'Not eligible'}
                  </ToneBadge>
                </Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <Button variant="subtle" size="xs" onClick={() => editor.open(d)} aria-label={`Edit ${d.name}`}>
                      Edit
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <RightDrawer id={DRAWER} title={editor.row ? `Edit ${editor.row.name}` : 'New department'} width={480}>
        <DepartmentForm key={editor.formKey} department={editor.row} onDone={editor.close} />
      </RightDrawer>
    </Card>
  );
}
