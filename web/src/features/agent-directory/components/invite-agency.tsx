import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type TSupplierInvitation, ZSupplierInvitationCreate } from '@portcall/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useAgentTypes } from '../../../api/ref-data/agent-types';
import { useCountries } from '../../../api/ref-data/countries';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { AsyncMultiSelectField } from '../../../ui/async-select-field';
import { EmailField } from '../../../ui/email-field';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { TextField } from '../../../ui/text-field';
import { useInviteSupplierMutation, useSupplierInvitations } from '../api/invitations';

type Input = z.input<typeof ZSupplierInvitationCreate>;
type Output = z.output<typeof ZSupplierInvitationCreate>;
const fieldNames = ['companyName', 'email', 'lastName', 'countryId', 'city', 'portIds', 'categoryIds'];

function InviteForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteSupplierMutation();
  const countries = useCountries();
  const agentTypes = useAgentTypes();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZSupplierInvitationCreate),
    defaultValues: { companyName: '', email: '', lastName: '', city: '', portIds: [], categoryIds: [] },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${sent.email}`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite an agency">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The agency receives a link to register; what you fill in here is already in its registration form.
        </Text>
        <FormErrorAlert message={formState.errors.root?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField control={control} name="companyName" label="Agency name" required maxLength={200} />
          <EmailField control={control} name="email" label="Contact e-mail" required />
          <TextField control={control} name="lastName" label="Contact's surname" maxLength={100} />
          <SelectField
            control={control}
            name="countryId"
            label="Country"
            isNumeric
            clearable
            data={countries.data ?? []}
            isLoading={countries.isLoading}
          />
          <TextField control={control} name="city" label="City" maxLength={128} />
        </SimpleGrid>
        <AsyncMultiSelectField
          control={control}
          name="portIds"
          label="Ports it serves"
          placeholder="Search ports"
          isNumeric
          cacheKey="ports"
          search={filterPorts}
        />
        <MultiSelectField
          control={control}
          name="categoryIds"
          label="Expertise"
          isNumeric
          data={agentTypes.data ?? []}
          isLoading={agentTypes.isLoading}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const statusColor: Record<TSupplierInvitation['status'], string> = {
  INVITED: 'blue',
  REGISTERED: 'teal',
  EXPIRED: 'gray',
};

/** "Invite an agency": for an agent not on the platform yet. */
export function InviteAgencyButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Invite an agency
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Invite an agency" size="lg">
        <InviteForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

/** The invitations the buyer's company sent, with whether each agency registered. */
export function InvitedAgencies() {
  const invitations = useSupplierInvitations();
  return invitations.data?.length ? (
    <Card withBorder>
      <Title order={2} fz="md" mb="xs">
        Agencies you invited
      </Title>
      <Table aria-label="Agencies you invited">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Agency</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Invited by</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.data.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.companyName}</Table.Td>
              <Table.Td>{i.email}</Table.Td>
              <Table.Td>{i.invitedBy}</Table.Td>
              <Table.Td>{i.createdAt.slice(0, 10)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor[i.status]}>
                  {i.status === 'INVITED' ? 'Invited' : i.status === 'REGISTERED' ? 'Registered' : 'Expired'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  ) : null;
}
