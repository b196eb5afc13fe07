import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type TBankAccount, type TBankDetails, ZBankAccountForm } from '@portcall/contracts/bank-accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { errorMessage } from '../../../api/http-policy';
import { useCurrencies } from '../../../api/ref-data/currencies';
import { AttachmentItem } from '../../../ui/attachment-item';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { IbanField } from '../../../ui/iban-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { UploadInput, type UploadItem } from '../../../ui/upload-field';
import { useSaveBankAccountMutation } from '../api/save-bank-account';
import { useScanBankLetterMutation } from '../api/scan-bank-letter';

type Input = z.input<typeof ZBankAccountForm>;
type Output = z.output<typeof ZBankAccountForm>;
const fieldNames = ['currency', 'bankName', 'beneficiaryName', 'iban', 'swift', 'bankAddress', 'isActive'];

function toInput(account: TBankAccount | null): Input {
  return {
    ...(account ? { id: account.id, version: account.version } : {}),
    currency: account?.currency ?? '',
    bankName: account?.bankName ?? '',
    beneficiaryName: account?.beneficiaryName ?? '',
    iban: account?.iban ?? '',
    swift: account?.swift ?? '',
    bankAddress: account?.bankAddress ?? '',
    isActive: account?.isActive ?? true,
    keepAttachmentIds: account?.attachments.map((a) => a.id) ?? [],
  };
}

/**
 * An agent's or vendor's bank account (operations §7): details checked by the contract schema
 * (IBAN, SWIFT/BIC), documents proving it sent with it. A saved account waits for a principal's
 * approval; changing an approved one sends it back to pending approval.
 */
export function BankAccountForm({ account, onDone }: { account: TBankAccount | null; onDone: () => void }) {
  const currencies = useCurrencies();
  const save = useSaveBankAccountMutation();
  const [files, setFiles] = useState<File[]>([]);
  const scan = useScanBankLetterMutation();
  const [scanned, setScanned] = useState<{ filename: string; details: TBankDetails | null; error?: string } | null>(
    null,
  );
  const { control, handleSubmit, setError, formState, watch, setValue } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZBankAccountForm),
    defaultValues: toInput(account),
    mode: 'onTouched',
  });
  const keptIds = watch('keepAttachmentIds') ?? [];
  const isApproved = account?.status === 'APPROVED';

  /** Reads the letter and fills the fields it found; the letter goes with the account as its document. */
  async function readBankLetter(file: File | null) {
    if (!file) return;
    try {
      const answer = await scan.mutateAsync(file);
      const details = answer.details;
      if (details?.status === 'RECOGNISED') {
        const fill = (name: 'iban' | 'swift' | 'beneficiaryName' | 'bankName' | 'bankAddress', value?: string) => {
          if (value) setValue(name, value, { shouldValidate: true, shouldDirty: true });
        };
        fill('iban', details.iban?.value);
        fill('swift', details.swift?.value);
        fill('beneficiaryName', details.beneficiaryName?.value);
        fill('bankName', details.bankName?.value);
        fill('bankAddress', details.bankAddress?.value);
        setFiles((current) => [...current, file]);
      }
      setScanned({ filename: file.name, details });
    } catch (error) {
      setScanned({ filename: file.name, details: null, error: errorMessage(error) });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ form: values, files, isApproved });
      toast.success(
        saved.status === 'APPROVED'
          ? `${saved.bankName} ${saved.currency} saved`
          : `${saved.bankName} ${saved.currency} saved: pending approval`,
      );
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  // The letter reader sits above the form: its file input is not one of the form's documents.
  return (
    <Stack gap={0}>
      <Stack gap="xs" pt="md">
        <Group gap="sm" align="center">
          <FileButton
            onChange={(file) => void readBankLetter(file)}
            accept="application/pdf,image/png,image/jpeg,image/tiff"
            inputProps={{ 'aria-label': 'Bank letter to read' }}
          >
            {(props) => (
              <Button {...props} variant="light" loading={scan.isPending}>
                Fill in from a bank letter
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            A PDF or a scan of the bank's letter: the details it shows are filled in for you to check.
          </Text>
        </Group>
        {scanned ? <ScanResult scanned={scanned} /> : null}
      </Stack>
      <form onSubmit={onSubmit} noValidate aria-label={account ? 'Bank account' : 'New bank account'}>
        <Stack gap="md" pt="md">
          {isApproved ? (
            <Alert color="orange" variant="light">
              This account is approved. Saving a change sends it back to pending approval: until a principal approves it
              again, it cannot be put on a DA.
            </Alert>
          ) : null}
          <FormErrorAlert message={formState.errors.root?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              control={control}
              name="currency"
              label="Currency"
              required
              data={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
              isLoading={currencies.isLoading}
              placeholder="Choose a currency"
            />
            <TextField control={control} name="bankName" label="Bank name" required maxLength={200} />
          </SimpleGrid>
          <TextField control={control} name="beneficiaryName" label="Beneficiary name" required maxLength={200} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IbanField control={control} name="iban" label="IBAN / account number" required />
            <TextField
              control={control}
              name="swift"
              label="SWIFT / BIC"
              required
              maxLength={11}
              autoComplete="off"
              transform={(text) => text.toUpperCase().replace(/\s+/g, '')}
            />
          </SimpleGrid>
          <TextField control={control} name="bankAddress" label="Bank address" maxLength={500} />
          <SwitchField
            control={control}
            name="isActive"
            label="Active"
            description="Only active accounts are offered on a DA."
          />
          <Stack gap={4}>
            {(account?.attachments ?? [])
              .filter((a) => keptIds.includes(a.id))
              .map((a) => (
                <AttachmentItem
                  key={a.id}
                  filename={a.filename}
                  onRemove={() =>
                    setValue(
                      'keepAttachmentIds',
                      keptIds.filter((id) => id !== a.id),
                    )
                  }
                />
              ))}
            <UploadInput
              name="attachments"
              label="Documents"
              description="A bank letter or a statement header showing the beneficiary and the account."
              multiple
              value={files.map((file): UploadItem => ({ kind: 'new', file }))}
              onChange={(items) => setFiles(items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])))}
            />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {account ? 'Save bank account' : 'Add bank account'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function ScanResult({ scanned }: { scanned: { filename: string; details: TBankDetails | null; error?: string } }) {
  const { details } = scanned;
  if (!details || details.status === 'FAILED')
    return (
      <Alert color="orange" variant="light" title={`Nothing filled in from ${scanned.filename}`}>
        {scanned.error ?? details?.problems[0]?.message ?? 'The letter could not be read.'}
      </Alert>
    );
  const found = [details.iban, details.swift, details.beneficiaryName, details.bankName, details.bankAddress].filter(
    Boolean,
  ).length;
  return (
    <Alert
      color={details.problems.length > 0 ? 'yellow' : 'teal'}
      variant="light"
      title={`Read from ${scanned.filename}`}
    >
      <Text size="sm">
        {found} of 5 details filled in; the letter is attached to the account. Check them before saving.
      </Text>
      {details.problems.map((p) => (
        <Text key={p.message} size="xs">
          {p.message}
        </Text>
      ))}
    </Alert>
  );
}
