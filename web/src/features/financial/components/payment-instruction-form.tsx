import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ZNonNegativeAmount } from '@portcall/contracts/money';
import { type TPaymentInstruction, ZPaymentInstructionForm } from '@portcall/contracts/payments';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { useCurrencies } from '../../../api/ref-data/currencies';
import { AmountField } from '../../../ui/amount-field';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { IbanField } from '../../../ui/iban-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { usePaymentInstructionPeople } from '../api/list-payment-instructions';
import { useSavePaymentInstructionMutation } from '../api/save-payment-instruction';

// The amount input holds '' when empty; the wire has null for "no threshold".
const ZForm = ZPaymentInstructionForm.extend({
  approvalThreshold: z.preprocess((v) => (v === '' ? null : v), ZNonNegativeAmount.nullable().optional()),
});
type Input = z.input<typeof ZForm>;
type Output = z.output<typeof ZForm>;
const fieldNames = [
  'name',
  'currency',
  'bankName',
  'beneficiaryName',
  'iban',
  'swift',
  'reference',
  'reviewerId',
  'approverId',
  'approvalThreshold',
  'isActive',
];

const currencies = ['EUR', 'USD', 'GBP', 'NOK', 'SGD', 'JPY'].map((c) => ({ value: c, label: c }));

function toInput(row: TPaymentInstruction | null): Input {
  return {
    name: row?.name ?? '',
    currency: row?.currency ?? '',
    bankName: row?.bankName ?? '',
    beneficiaryName: row?.beneficiaryName ?? '',
    iban: row?.iban ?? '',
    swift: row?.swift ?? '',
    reference: row?.reference ?? null,
    reviewerId: row?.reviewer?.id ?? null,
    approverId: row?.approver?.id ?? null,
    approvalThreshold: row?.approvalThreshold ?? '',
    isActive: row?.isActive ?? true,
  };
}

/**
 * A buyer's payment instruction: the account DAs are paid from, in one currency, and who requests
 * approval and who approves the payments made from it.
 */
export function PaymentInstructionForm({
  row,
  buyerId,
  onDone,
}: {
  row: TPaymentInstruction | null;
  buyerId: number;
  onDone: () => void;
}) {
  const people = usePaymentInstructionPeople(buyerId);
  const save = useSavePaymentInstructionMutation(buyerId);
  const { control, handleSubmit, setError, formState, watch } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZForm),
    defaultValues: toInput(row),
    mode: 'onTouched',
  });
  const currency = watch('currency');
  const currencyUnits = useCurrencies().data?.find((c) => c.code === currency);
  const options = (list: Array<{ id: number; fullName: string }> | undefined) =>
    (list ?? []).map((p) => ({ value: String(p.id), label: p.fullName }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: row?.id ?? null,
        form: row ? { ...values, version: row.version } : values,
      });
      toast.success(row ? `${saved.name} saved` : `${saved.name} added`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={row ? 'Payment instructions' : 'New payment instructions'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <SimpleGrid cols={2} spacing="md">
          <TextField control={control} name="name" label="Name" required maxLength={100} />
          <SelectField control={control} name="currency" label="Currency" required data={currencies} />
        </SimpleGrid>
        <Text fw={600} size="sm">
          Account to pay from
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <TextField control={control} name="bankName" label="Bank" required maxLength={200} />
          <TextField control={control} name="beneficiaryName" label="Account holder" required maxLength={200} />
          <IbanField control={control} name="iban" label="IBAN" required />
          <TextField
            control={control}
            name="swift"
            label="SWIFT/BIC"
            required
            maxLength={11}
            transform={(t) => t.toUpperCase()}
          />
        </SimpleGrid>
        <Text fw={600} size="sm">
          Who reviews and who approves
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <SelectField
            control={control}
            name="reviewerId"
            label="Reviewer"
            description="Requests approval of each payment; empty: any reviewer"
            data={options(people.data?.reviewers)}
            isNumeric
            clearable
            isLoading={people.isLoading}
          />
          <SelectField
            control={control}
            name="approverId"
            label="Approver"
            description="Approves payments above the threshold; empty: any approver"
            data={options(people.data?.approvers)}
            isNumeric
            clearable
            isLoading={people.isLoading}
          />
          <AmountField
            control={control}
            name="approvalThreshold"
            label="Approval threshold"
            description="Above it only the named approver approves; empty: every payment"
            currency={currencyUnits ? { code: currencyUnits.code, minorUnits: currencyUnits.minorUnits } : undefined}
          />
          <SwitchField control={control} name="isActive" label="Active (offered on evaluations)" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {row ? 'Save instructions' : 'Add instructions'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
