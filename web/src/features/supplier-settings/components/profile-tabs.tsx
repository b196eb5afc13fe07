import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import { kypDocumentKinds, kypDocumentLabels, type TKypDocumentKind, type TKypStatus } from '@portcall/contracts/kyp';
import { LOGO_DEFAULT_SIZE, type TAdditionalInfo, type TSupplierSettings } from '@portcall/contracts/supplier';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { downloadFile } from '../../../api/download';
import { errorMessage } from '../../../api/http-policy';
import { PageLoader } from '../../../ui/page-loader';
import { TabHeader } from '../../../ui/tab-header';
import {
  useAdditionalInfo,
  useLogoUrl,
  useOwnKyp,
  usePatchKyp,
  useSaveAdditionalInfo,
  useUploadLogo,
} from '../api/supplier-settings';

export const kypStatusLabels: Record<TKypStatus, { label: string; color: string }> = {
  REQUESTED: { label: 'Documents requested', color: 'gray' },
  SUBMITTED: { label: 'Submitted for verification', color: 'blue' },
  PRIMARY_VERIFIED: { label: 'Checked, awaiting confirmation', color: 'indigo' },
  VERIFIED: { label: 'Verified', color: 'teal' },
  REJECTED: { label: 'Rejected', color: 'red' },
  EXPIRED: { label: 'Expired', color: 'orange' },
};

function InfoForm({ info, canEdit }: { info: TAdditionalInfo; canEdit: boolean }) {
  const save = useSaveAdditionalInfo();
  const [values, setValues] = useState(info);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const text = (name: 'description' | 'officeHours' | 'languages' | 'certifications') => ({
    value: values[name] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => setValues((v) => ({ ...v, [name]: e.currentTarget.value })),
    error: fields[name],
    disabled: !canEdit,
  });
  return (
    <Card withBorder padding="lg">
      <Stack>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Textarea label="About the company" autosize minRows={3} {...text('description')} />
        <Group grow>
          <NumberInput
            label="Year established"
            value={values.yearEstablished ?? ''}
            onChange={(v) => setValues((s) => ({ ...s, yearEstablished: v === '' ? null : Number(v) }))}
            error={fields.yearEstablished}
            disabled={!canEdit}
            allowDecimal={false}
          />
          <NumberInput
            label="Employees"
            value={values.numberOfEmployees ?? ''}
            onChange={(v) => setValues((s) => ({ ...s, numberOfEmployees: v === '' ? null : Number(v) }))}
            disabled={!canEdit}
            allowDecimal={false}
            allowNegative={false}
          />
        </Group>
        <TextInput label="Office hours" {...text('officeHours')} />
        <TextInput label="Languages" {...text('languages')} />
        <Textarea label="Certifications" autosize minRows={2} {...text('certifications')} />
        {canEdit ? (
          <Group justify="flex-end">
            <Button
              loading={save.isPending}
              onClick={async () => {
                setError(null);
                setFields({});
                try {
                  const saved = await save.mutateAsync({
                    description: values.description ?? '',
                    yearEstablished: values.yearEstablished,
                    numberOfEmployees: values.numberOfEmployees,
                    officeHours: values.officeHours ?? '',
                    languages: values.languages ?? '',
                    certifications: values.certifications ?? '',
                    version: values.version,
                  });
                  setValues(saved as TAdditionalInfo);
                  toast.success('Additional information saved');
                } catch (e) {
                  if (e instanceof ApiError) setFields({ ...e.fields });
                  setError(errorMessage(e));
                }
              }}
            >
              Save information
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export function AdditionalInfoTab({ canEdit }: { canEdit: boolean }) {
  const info = useAdditionalInfo();
  return (
    <Stack>
      <TabHeader title="Additional information" description="What buyers read about your company on your page." />
      {info.data ? <InfoForm info={info.data} canEdit={canEdit} /> : <PageLoader label="Loading..." />}
    </Stack>
  );
}

/** The logo: PNG, JPEG or WebP, checked by the server by content and stored re-encoded. */
export function LogoTab({ settings, canEdit }: { settings: TSupplierSettings; canEdit: boolean }) {
  const upload = useUploadLogo();
  const url = useLogoUrl(settings.logo?.updatedAt);
  const [file, setFile] = useState<File | null>(null);
  const [exactSize, setExactSize] = useState(true);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack>
      <TabHeader
        title="Logo"
        description={`A PNG, JPEG or WebP image. With the exact-size option on, the image must be ${LOGO_DEFAULT_SIZE.width} x ${LOGO_DEFAULT_SIZE.height} pixels.`}
      />
      <Card withBorder padding="lg">
        <Group align="flex-start" gap="xl">
          <Stack gap={4} align="center">
            {url.data ? (
              <Image src={url.data} alt={`${settings.name} logo`} w={100} h={100} fit="contain" radius="sm" />
            ) : (
              <Card withBorder w={100} h={100} padding={0}>
                <Text size="xs" c="dimmed" ta="center" mt={38}>
                  No logo
                </Text>
              </Card>
            )}
            {settings.logo ? (
              <Text size="xs" c="dimmed">
                {settings.logo.width} x {settings.logo.height}
              </Text>
            ) : null}
          </Stack>
          {canEdit ? (
            <Stack style={{ flex: 1 }}>
              {error ? (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              ) : null}
              <FileInput
                label="Logo image"
                placeholder="Choose an image"
                accept="image/png,image/jpeg,image/webp"
                value={file}
                onChange={setFile}
                clearable
              />
              <Switch
                label={`Require exactly ${LOGO_DEFAULT_SIZE.width} x ${LOGO_DEFAULT_SIZE.height} pixels`}
                checked={exactSize}
                onChange={(e) => setExactSize(e.currentTarget.checked)}
              />
              <Group justify="flex-end">
                <Button
                  disabled={!file}
                  loading={upload.isPending}
                  onClick={async () => {
                    if (!file) return;
                    setError(null);
                    try {
                      await upload.mutateAsync({ file, exactSize });
                      setFile(null);
                      toast.success('Logo uploaded');
                    } catch (e) {
                      setError(e instanceof ApiError && e.fields.logo ? e.fields.logo : errorMessage(e));
                    }
                  }}
                >
                  Upload logo
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Group>
      </Card>
    </Stack>
  );
}

/** The supplier's KYP verification: its documents, submission and the verifiers' decision. */
export function KypTab({ supplierId, canEdit }: { supplierId: number; canEdit: boolean }) {
  const kyp = useOwnKyp(supplierId);
  const patch = usePatchKyp(supplierId);
  const [kind, setKind] = useState<TKypDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!kyp.data) return <PageLoader label="Loading your verification..." />;
  const v = kyp.data;
  const status = kypStatusLabels[v.status];
  const isOpen =
    v.status === 'REQUESTED' || v.status === 'REJECTED' || v.status === 'EXPIRED' || v.status === 'VERIFIED';
  const missing = kypDocumentKinds.filter((k) => !v.documents.some((d) => d.kind === k));

  async function run(form: Record<string, unknown>, files: File[], done: string) {
    setError(null);
    try {
      await patch.mutateAsync({ id: v.id, form: { version: v.version, ...form }, files });
      toast.success(done);
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    }
  }

  return (
    <Stack>
      <TabHeader
        title="KYP verification"
        description="Buyers see whether your agency is verified wherever they choose an agent. Add the four documents and submit them: two different verifiers check them."
      />
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <Group gap="sm">
            <Text fw={650}>Status</Text>
            <Badge color={status.color} variant="light" size="lg">
              {status.label}
            </Badge>
          </Group>
          {v.verifiedAt ? (
            <Text size="sm" c="dimmed">
              Verified on {formatDate(v.verifiedAt)}
              {v.expiresAt ? `, valid until ${formatDate(v.expiresAt)}` : ''}
              {v.reverificationDate ? ` (re-verification from ${formatDate(v.reverificationDate)})` : ''}
            </Text>
          ) : null}
        </Group>
        {v.rejectionReason ? (
          <Alert color="red" variant="light" mt="sm" title="Reason for the rejection">
            {v.rejectionReason}
          </Alert>
        ) : null}
      </Card>
      {error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Table withTableBorder aria-label="KYP documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kypDocumentKinds.map((k) => {
            const docs = v.documents.filter((d) => d.kind === k);
            return (
              <Table.Tr key={k}>
                <Table.Td>{kypDocumentLabels[k]}</Table.Td>
                <Table.Td>
                  {docs.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      Missing
                    </Text>
                  ) : (
                    docs.map((d) => (
                      <Button
                        key={d.id}
                        variant="subtle"
                        size="compact-sm"
                        onClick={() =>
                          void downloadFile(`/secured/kyp-verifications/${v.id}/documents/${d.id}`, d.filename)
                        }
                      >
                        {d.filename}
                      </Button>
                    ))
                  )}
                </Table.Td>
                <Table.Td>{docs[0] ? formatDate(docs[0].uploadedAt) : '—'}</Table.Td>
                <Table.Td>
                  {canEdit && isOpen && docs.length > 0 ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        void run({ removeDocumentIds: docs.map((d) => d.id) }, [], `${kypDocumentLabels[k]} removed`)
                      }
                    >
                      Remove
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {canEdit && isOpen ? (
        <Card withBorder padding="lg">
          <Stack>
            <Group align="flex-end" grow>
              <Select
                label="Document"
                searchable
                // One document of each kind: a kind already attached is offered disabled (remove it first).
                data={kypDocumentKinds.map((k) => {
                  const isHeld = v.documents.some((d) => d.kind === k);
                  return {
                    value: k,
                    label: isHeld ? `${kypDocumentLabels[k]} (attached)` : kypDocumentLabels[k],
                    disabled: isHeld,
                  };
                })}
                value={kind}
                onChange={(value) => setKind(value as TKypDocumentKind | null)}
              />
              <FileInput
                label="File (PDF or image)"
                placeholder="Choose a file"
                accept="application/pdf,image/png,image/jpeg,image/webp"
                value={file}
                onChange={setFile}
              />
              <Button
                disabled={!kind || !file}
                loading={patch.isPending}
                onClick={async () => {
                  if (!kind || !file) return;
                  const done = await run(
                    { documents: [{ part: 0, kind }] },
                    [file],
                    `${kypDocumentLabels[kind]} added`,
                  );
                  if (done) {
                    setFile(null);
                    setKind(null);
                  }
                }}
              >
                Add document
              </Button>
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {missing.length
                  ? `Still missing: ${missing.map((k) => kypDocumentLabels[k]).join(', ')}`
                  : 'Every document is there.'}
              </Text>
              <Button
                disabled={missing.length > 0}
                onClick={() => void run({ action: 'SUBMIT' }, [], 'Documents submitted for verification')}
              >
                Submit for verification
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
