import {
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import type { TClonedDa, TDemoCompany } from '@portcall/contracts/qa';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { TabHeader } from '../../../ui/tab-header';
import { useBuyerCompanyOptions } from '../api/integrations';
import { useCloneDaMutation, useSetupDemoCompanyMutation } from '../api/qa-tasks';

/** The buyer's page of a submitted DA (its evaluation), where the target buyer's users open the copy. */
const evaluationPath = (id: number) => `/secured/buyer/da-tool/evaluation/${id}`;

function SetupDemoCompanyForm() {
  const setup = useSetupDemoCompanyMutation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [made, setMade] = useState<TDemoCompany | null>(null);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>Set up a demo company</Title>
        <Text size="sm" c="dimmed">
          A buyer with vessels, port calls, the demo agent appointed and accepted, and a submitted PDA. Its manager gets
          a new username and a password shown here once.
        </Text>
        <form
          aria-label="Set up a demo company"
          onSubmit={(event) => {
            event.preventDefault();
            setMade(null);
            setup.mutate({ firstName, lastName }, { onSuccess: (answer) => setMade(answer) });
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="First name"
              required
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <TextInput
              label="Last name"
              required
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
            />
            <Button type="submit" loading={setup.isPending}>
              Set up demo company
            </Button>
          </Group>
        </form>
        {setup.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(setup.error)}
          </Alert>
        ) : null}
        {made ? (
          // A status region of its own: the alert's title would otherwise name it.
          <div role="status" aria-label="Demo company created">
            <Alert color="teal" title={`${made.companyName} is ready`}>
              <Stack gap={4}>
                <Text size="sm">
                  Username: <Code data-testid="demo-username">{made.username}</Code>
                </Text>
                <Text size="sm">
                  Password: <Code data-testid="demo-password">{made.password}</Code>
                </Text>
                <Text size="sm" c="dimmed">
                  Write the password down now: it is not stored and will not be shown again.
                </Text>
              </Stack>
            </Alert>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

function CloneDaForm() {
  const clone = useCloneDaMutation();
  const buyers = useBuyerCompanyOptions();
  const [proformaId, setProformaId] = useState<number | string>('');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [cloned, setCloned] = useState<TClonedDa | null>(null);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>Clone a DA</Title>
        <Text size="sm" c="dimmed">
          A deep copy of a DA (its lines and its files, copied) into a new port call and accepted appointment of another
          buyer, on that buyer's first vessel.
        </Text>
        <form
          aria-label="Clone a DA"
          onSubmit={(event) => {
            event.preventDefault();
            setCloned(null);
            if (typeof proformaId !== 'number' || targetId === null) return;
            clone.mutate(
              { proformaId, targetCompanyId: Number(targetId) },
              { onSuccess: (answer) => setCloned(answer) },
            );
          }}
        >
          <Group align="flex-end">
            <NumberInput
              label="DA id"
              required
              min={1}
              allowDecimal={false}
              value={proformaId}
              onChange={setProformaId}
            />
            <Select
              label="Target buyer"
              placeholder="Choose a buyer"
              required
              data={buyers.data ?? []}
              value={targetId}
              onChange={setTargetId}
              searchable
              nothingFoundMessage={messages.NO_OPTIONS}
              comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
              w={320}
            />
            <Button type="submit" loading={clone.isPending}>
              Clone DA
            </Button>
          </Group>
        </form>
        {clone.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(clone.error)}
          </Alert>
        ) : null}
        {cloned ? (
          <div role="status" aria-label="DA cloned">
            <Alert color="teal" title="DA cloned">
              <Text size="sm">
                New DA <Code>{cloned.proformaId}</Code> ({cloned.status.toLowerCase()}) on appointment{' '}
                <Code>{cloned.appointmentId}</Code>.{' '}
                {cloned.evaluationId !== null ? (
                  <Anchor component={Link} to={evaluationPath(cloned.evaluationId)}>
                    Open DA {cloned.proformaId}
                  </Anchor>
                ) : null}
              </Text>
              {cloned.evaluationId !== null ? (
                <Text size="xs" c="dimmed">
                  The DA opens for the target buyer's users: switch into one of them first.
                </Text>
              ) : null}
            </Alert>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Support's QA tasks (operations §6): only where the QA_TASKS flag is on (the server refuses otherwise). */
export function QaTasksTab() {
  return (
    <Stack>
      <TabHeader
        title="QA tasks"
        description="Build test data for demonstrations and for reproducing a customer's case."
      />
      <SetupDemoCompanyForm />
      <CloneDaForm />
    </Stack>
  );
}
