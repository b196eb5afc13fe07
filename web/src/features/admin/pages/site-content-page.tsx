import { Alert, Button, Card, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { PageHeader } from '../../../ui/page-header';
import { TabHeader } from '../../../ui/tab-header';
import { usePublishTermsMutation, useTermsVersions } from '../api/terms-versions';
import { SitePagesSection } from '../components/site-pages-section';

/** /secured/admin/site-content: the public pages' texts and the terms document versions (publishing one asks everyone again). */
export function SiteContentPage() {
  const versions = useTermsVersions();
  const publish = usePublishTermsMutation();
  const [version, setVersion] = useState('');
  const [summary, setSummary] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  return (
    <>
      <PageHeader
        eyebrow="Administration"
        title="Site content"
        description="The public pages' texts, and the terms and conditions every user accepts. Publishing a new terms version sends every buyer, agent and vendor to the terms page at their next step."
      />
      <SitePagesSection />
      <TabHeader title="Publish a terms version" description="Administrators are not asked again." />
      <Card withBorder mb="xl" maw={720}>
        <Stack>
          <TextInput
            label="Version"
            placeholder="e.g. 1.1"
            value={version}
            error={fields.version}
            onChange={(e) => setVersion(e.currentTarget.value)}
            w={200}
          />
          <Textarea
            label="What changed"
            value={summary}
            error={fields.summary}
            onChange={(e) => setSummary(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Alert color="orange" variant="light">
            Every buyer, agent and vendor who has not accepted this version must accept it before they can go on.
          </Alert>
          <Group justify="flex-end">
            <Button
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(
                  { version, summary },
                  {
                    onSuccess: (v) => {
                      toast.success(
                        `Terms ${v.version} published: ${v.profilesToAccept ?? 0} users asked to accept them`,
                      );
                      setVersion('');
                      setSummary('');
                      setFields({});
                    },
                    onError: (error) => {
                      if (error instanceof ApiError) setFields(error.fields);
                      toast.error(errorMessage(error));
                    },
                  },
                )
              }
            >
              Publish version
            </Button>
          </Group>
        </Stack>
      </Card>
      <TabHeader title="Published versions" description="Newest first. The first accepted version is 1.0." />
      {versions.data?.length === 0 ? (
        <Text c="dimmed">No version published from the console yet (everyone accepted 1.0).</Text>
      ) : (
        <Table aria-label="Published terms versions" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Version</Table.Th>
              <Table.Th>Published</Table.Th>
              <Table.Th>What changed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(versions.data ?? []).map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>{v.version}</Table.Td>
                <Table.Td>{formatDateTimeInZone(v.publishedAt)}</Table.Td>
                <Table.Td>{v.summary}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
