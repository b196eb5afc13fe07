import { Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { sitePages, type TSitePage, type TSitePageText } from '@portcall/contracts/admin';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { RichTextInput } from '../../../ui/rich-text-field';
import { TabHeader } from '../../../ui/tab-header';
import { usePublishSitePageMutation, useSitePageVersions } from '../api/site-pages';

const pageLabels: Record<TSitePage, string> = {
  home: 'Home (hero title, lead and a text under it)',
  company: 'Company',
  solutions: 'Solutions',
  clients: 'Clients',
  partnerships: 'Partnerships',
  careers: 'Careers',
  privacy: 'Privacy policy',
  faq: 'FAQ',
  contact: 'Contact',
  articles: 'Articles',
  cookies: 'Cookie policy',
};

/** The form starts from the latest version, so an edit is a correction of what the public sees. */
function PageTextForm({ page, latest }: { page: TSitePage; latest: TSitePageText | undefined }) {
  const publish = usePublishSitePageMutation(page);
  const [title, setTitle] = useState(latest?.title ?? '');
  const [lead, setLead] = useState(latest?.lead ?? '');
  const [body, setBody] = useState(latest?.body ?? '');
  const [fields, setFields] = useState<Record<string, string>>({});
  return (
    <Card withBorder maw={820}>
      <Stack>
        <TextInput
          label="Title"
          required
          value={title}
          error={fields.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextInput
          label="Lead"
          required
          value={lead}
          error={fields.lead}
          onChange={(e) => setLead(e.currentTarget.value)}
        />
        <RichTextInput
          label="Text"
          required
          value={body}
          error={fields.body}
          onChange={setBody}
          placeholder="The page's text"
        />
        <Group justify="flex-end">
          <Button
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(
                { title, lead, body },
                {
                  onSuccess: (v) => {
                    toast.success(`${pageLabels[page]} page: version ${v.version} published`);
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
            Publish page text
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Site content: a public page's text, published as versions (the latest shows on the public site). */
export function SitePagesSection() {
  const [page, setPage] = useState<TSitePage>('company');
  const versions = useSitePageVersions(page);
  const latest = versions.data?.[0];
  return (
    <Stack mb="xl">
      <TabHeader
        title="Public pages"
        description="The texts of the public site. Each publication is a new version; the public page shows the latest at once."
      />
      <Select
        label="Page"
        data={sitePages.map((p) => ({ value: p, label: pageLabels[p] }))}
        value={page}
        onChange={(v) => v && setPage(v as TSitePage)}
        allowDeselect={false}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        w={280}
      />
      {versions.isError ? <Text c="red">{errorMessage(versions.error)}</Text> : null}
      {versions.isSuccess ? <PageTextForm key={`${page}-${latest?.version ?? 0}`} page={page} latest={latest} /> : null}
      {versions.data?.length === 0 ? (
        <Text c="dimmed">Not edited yet: the page shows its built-in text.</Text>
      ) : (
        <Table aria-label="Page text versions" withTableBorder maw={820}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Version</Table.Th>
              <Table.Th>Published</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Title</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(versions.data ?? []).map((v) => (
              <Table.Tr key={v.version}>
                <Table.Td>{v.version}</Table.Td>
                <Table.Td>{formatDateTimeInZone(v.publishedAt)}</Table.Td>
                <Table.Td>{v.publishedByName ?? ''}</Table.Td>
                <Table.Td>{v.title}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
