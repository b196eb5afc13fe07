import { Button, Card, Group, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { ZPricelistItemSave } from '@portcall/contracts/requests';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { useCurrencies } from '../../../api/ref-data/currencies';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { DateInput } from '../../../ui/date-input';
import { PageHeader } from '../../../ui/page-header';
import { useCatalogue } from '../api/list-catalogue-expenses';
import { usePricelist, usePricelistAction } from '../api/pricelist-calls';
import { sectionOptions } from '../lib/section-titles';

const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : 'The price list could not be changed');

/**
 * /secured/agent/pricelist: the agent's prices per port and expense with their validity, and the
 * switch that lets a fully covered request be quoted at once.
 */
export function PricelistPage() {
  const pricelist = usePricelist();
  const act = usePricelistAction();
  return (
    <>
      <PageHeader
        eyebrow="Port agent"
        title="Price list"
        description="Your prices per port and expense. With auto-quote on, a request your list covers completely is quoted at once."
        actions={
          <Button variant="default" component={Link} to="/secured/agent/da-tool/requests">
            Requests for quotation
          </Button>
        }
      />
      <Stack>
        <Switch
          label="Quote covered requests automatically"
          checked={pricelist.data?.hasAutoQuoteEnabled ?? false}
          onChange={(e) =>
            act.mutate(
              { kind: 'auto-quote', hasAutoQuoteEnabled: e.currentTarget.checked },
              { onSuccess: () => toast.success('Auto-quote saved'), onError: fail },
            )
          }
        />
        <Table aria-label="Price list" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Port</Table.Th>
              <Table.Th>Expense</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Valid</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pricelist.data?.items.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.portName}</Table.Td>
                <Table.Td>{p.expenseName}</Table.Td>
                <Table.Td>
                  {p.currency} {formatAmount(p.amount)}
                </Table.Td>
                <Table.Td>
                  {formatDate(p.validFrom)} – {formatDate(p.validTo)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    onClick={() => act.mutate({ kind: 'delete', id: p.id }, { onError: fail })}
                  >
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pricelist.data?.items.length === 0 ? <Text c="dimmed">No prices yet.</Text> : null}
        <AddPrice />
      </Stack>
    </>
  );
}

function AddPrice() {
  const act = usePricelistAction();
  const currencies = useCurrencies();
  const [section, setSection] = useState<string>('PORT_EXPENSES');
  const catalogue = useCatalogue(section);
  const [portText, setPortText] = useState('');
  const [ports, setPorts] = useState<Array<{ value: string; label: string }>>([]);
  const [portId, setPortId] = useState<string | null>(null);
  const [catalogueItemId, setItem] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>('EUR');
  const [amount, setAmount] = useState('');
  const [validFrom, setFrom] = useState('');
  const [validTo, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const searchPorts = async (text: string) => {
    setPortText(text);
    if (text.trim().length >= 2) setPorts(await filterPorts(text.trim()));
  };
  const save = () => {
    const parsed = ZPricelistItemSave.safeParse({
      portId: Number(portId),
      catalogueItemId: Number(catalogueItemId),
      currency,
      amount: amount.trim().replaceAll(',', ''),
      validFrom,
      validTo,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    act.mutate(
      { kind: 'save', item: parsed.data },
      {
        onSuccess: () => {
          toast.success('Price saved');
          setAmount('');
        },
        onError: (error) => {
          if (isApiError(error)) setErrors({ ...error.fields });
          fail(error);
        },
      },
    );
  };
  return (
    <Card withBorder maw={760}>
      <Text fw={600} mb="sm">
        Add a price
      </Text>
      <Group align="flex-start">
        <Select
          label="Port"
          searchable
          searchValue={portText}
          onSearchChange={(t) => void searchPorts(t)}
          data={ports}
          value={portId}
          onChange={setPortId}
          filter={({ options }) => options}
          allowDeselect={false}
          error={errors.portId}
        />
        <Select
          label="Section"
          data={sectionOptions}
          value={section}
          onChange={(s) => {
            setSection(s ?? 'PORT_EXPENSES');
            setItem(null);
          }}
        />
        <Select
          label="Expense"
          searchable
          data={(catalogue.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          value={catalogueItemId}
          onChange={setItem}
          error={errors.catalogueItemId}
        />
      </Group>
      <Group align="flex-start" mt="sm">
        <Select
          label="Currency"
          searchable
          w={120}
          data={(currencies.data ?? []).map((c) => c.code)}
          value={currency}
          onChange={setCurrency}
          error={errors.currency}
        />
        <TextInput
          label="Amount"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={errors.amount}
        />
        <DateInput
          label="Valid from"
          value={validFrom ? `${validFrom}T00:00:00` : null}
          onChange={(day) => setFrom(day ? day.slice(0, 10) : '')}
          error={errors.validFrom}
        />
        <DateInput
          label="Valid to"
          value={validTo ? `${validTo}T00:00:00` : null}
          onChange={(day) => setTo(day ? day.slice(0, 10) : '')}
          error={errors.validTo}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button onClick={save} loading={act.isPending}>
          Save price
        </Button>
      </Group>
    </Card>
  );
}
