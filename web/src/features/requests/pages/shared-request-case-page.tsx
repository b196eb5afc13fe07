import { Alert, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Brand } from '../../../ui/brand';
import { useSharedRequestCase } from '../api/shared-case';
import { RequestStatusBadge } from '../components/status-badge';
import { sectionTitles } from '../lib/section-titles';

/**
 * /shared/request-case/{id}#code=: the request read-only, for a supplier without an account
 * (operations §1). E-mailed links carry the code in the fragment, which never reaches a server;
 * links sent before that carry `?code=` and still open. Either way the code goes in the call's body.
 */
export function SharedRequestCasePage() {
  const id = Number(useParams().id);
  const { hash } = useLocation();
  const [query] = useSearchParams();
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code') ?? query.get('code') ?? '';
  const shared = useSharedRequestCase(id, code);
  const c = shared.data;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Brand />
        {!code || shared.isError ? (
          <Alert color="red" title="This link is not valid">
            The link may have been revoked. Ask the principal who shared it for a new one.
          </Alert>
        ) : null}
        {shared.isLoading ? <Text>Loading…</Text> : null}
        {c ? (
          <>
            <Title order={1} fz={26}>
              Request for quotation: {c.vesselName} at {c.portName}
            </Title>
            <Group gap="sm">
              <Text>
                From {c.buyerName} · ETA {formatDate(c.eta) || '-'} · {c.currency}
                {c.dueDate ? ` · quotes due ${formatDate(c.dueDate)}` : ''}
              </Text>
              <RequestStatusBadge status={c.status} />
            </Group>
            {c.comment ? <Alert>{c.comment}</Alert> : null}
            {Object.entries(sectionTitles).map(([section, title]) => {
              const rows = c.expenses.filter((e) => e.section === section);
              return rows.length === 0 ? null : (
                <Stack key={section} gap={4}>
                  <Text fw={600}>{title}</Text>
                  <Table aria-label={title} striped layout="fixed">
                    <colgroup>
                      <col style={{ width: '60%' }} />
                      <col />
                    </colgroup>
                    <Table.Tbody>
                      {rows.map((e) => (
                        <Table.Tr key={e.id}>
                          <Table.Td>{e.name}</Table.Td>
                          <Table.Td c="dimmed">{e.groupName ?? ''}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Stack>
              );
            })}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
