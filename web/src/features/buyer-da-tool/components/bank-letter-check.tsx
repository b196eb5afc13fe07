import { Alert, Badge, Loader, Stack, Table, Text } from '@mantine/core';
import type { TBankAccountRecognition, TBankDetailField } from '@portcall/contracts/bank-accounts';
import { errorMessage } from '../../../api/http-policy';
import { useRecognisedBankDetails } from '../api/bank-accounts';

const fieldLabels: Record<TBankDetailField, string> = {
  iban: 'IBAN',
  swift: 'SWIFT / BIC',
  beneficiaryName: 'Beneficiary',
  bankName: 'Bank name',
  bankAddress: 'Bank address',
};

type Document = TBankAccountRecognition['documents'][number];

function DocumentCheck({ document }: { document: Document }) {
  if (!document.details)
    return (
      <Alert color="gray" variant="light" title={document.filename}>
        {document.error ?? 'This file could not be read.'}
      </Alert>
    );
  const { details } = document;
  const differing = document.differences.filter((d) => d.isDifferent).length;
  return (
    <Stack gap={6} aria-label={`Bank letter ${document.filename}`}>
      <Text size="sm" fw={600}>
        {document.filename}{' '}
        {differing > 0 ? (
          <Badge color="red" variant="light">
            {differing} {differing === 1 ? 'difference' : 'differences'}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            Matches the typed details
          </Badge>
        )}
      </Text>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Typed by the agent</Table.Th>
            <Table.Th>In the letter</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.differences.map((d) => {
            const read = details[d.field];
            const validity = read && 'isValid' in read && !read.isValid ? ' (not valid)' : '';
            return (
              <Table.Tr
                key={d.field}
                bg={d.isDifferent ? 'var(--mantine-color-red-light)' : undefined}
                data-different={d.isDifferent ? 'true' : undefined}
              >
                <Table.Td fw={600}>{fieldLabels[d.field]}</Table.Td>
                <Table.Td>{d.typed || '—'}</Table.Td>
                <Table.Td>
                  {read ? (
                    <Stack gap={0}>
                      <Text size="sm" c={d.isDifferent ? 'red' : undefined} fw={d.isDifferent ? 600 : undefined}>
                        {read.value}
                        {validity}
                      </Text>
                      <Text size="xs" c="dimmed">
                        page {read.box.page}: “{read.snippet}”
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      not found in the letter
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {details.problems
        .filter((p) => p.code !== 'BANK_DETAILS_FIELD_MISSING')
        .map((p) => (
          <Text key={p.message} size="xs" c="orange">
            {p.message}
          </Text>
        ))}
    </Stack>
  );
}

/** The account's bank letters read back, next to what the agent typed, differences in red. */
export function BankLetterCheck({ accountId }: { accountId: number }) {
  const recognised = useRecognisedBankDetails(accountId);
  if (recognised.isLoading) return <Loader size="sm" role="status" aria-label="Reading the bank letters" />;
  if (recognised.error) return <Alert color="red">{errorMessage(recognised.error)}</Alert>;
  const documents = recognised.data?.documents ?? [];
  if (documents.length === 0)
    return (
      <Alert color="yellow" variant="light">
        The agent attached no bank letter to this account: nothing to compare the typed details with.
      </Alert>
    );
  return (
    <Stack gap="md">
      {documents.map((d) => (
        <DocumentCheck key={d.attachmentId} document={d} />
      ))}
    </Stack>
  );
}
