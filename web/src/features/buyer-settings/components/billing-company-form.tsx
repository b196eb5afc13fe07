import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type TBillingCompany, ZBillingCompanyCreate } from '@portcall/contracts/settings';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useCountries } from '../../../api/ref-data/countries';
import { CheckboxField } from '../../../ui/checkbox-field';
import { EmailField } from '../../../ui/email-field';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { useCreateBillingCompanyMutation } from '../api/create-billing-company';
import { useSaveBillingCompanyMutation } from '../api/save-billing-company';

type Input = z.input<typeof ZBillingCompanyCreate>;
type Output = z.output<typeof ZBillingCompanyCreate>;
const fieldNames = [
  'name',
  'registrationNumber',
  'vatNumber',
  'street',
  'postcode',
  'city',
  'countryId',
  'email',
  'isDefault',
  'isActive',
];

function toInput(company: TBillingCompany | null): Input {
  return {
    name: company?.name ?? '',
    registrationNumber: company?.registrationNumber ?? '',
    vatNumber: company?.vatNumber ?? '',
    street: company?.street ?? '',
    postcode: company?.postcode ?? '',
    city: company?.city ?? '',
    countryId: company?.countryId ?? (undefined as unknown as number),
    email: company?.email ?? '',
    isDefault: company?.isDefault ?? false,
    isActive: company?.isActive ?? true,
  };
}

/** A legal entity invoices are addressed to (SETTINGS_EDIT_BILLING_COMPANIES). */
export function BillingCompanyForm({ company, onDone }: { company: TBillingCompany | null; onDone: () => void }) {
  const countries = useCountries();
  const create = useCreateBillingCompanyMutation();
  const save = useSaveBillingCompanyMutation();
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZBillingCompanyCreate),
    defaultValues: toInput(company),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = company ? await save.mutateAsync({ ...values, id: company.id }) : await create.mutateAsync(values);
      toast.success(company ? `${saved.name} saved` : `${saved.name} added`);
      onDone();
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={company ? 'Billing company' : 'New billing company'}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <TextField control={control} name="name" label="Legal name" required maxLength={200} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField control={control} name="registrationNumber" label="Registration number" maxLength={64} />
          <TextField control={control} name="vatNumber" label="VAT number" maxLength={64} />
        </SimpleGrid>
        <TextField control={control} name="street" label="Street" required maxLength={255} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField control={control} name="postcode" label="Postcode" maxLength={32} />
          <TextField control={control} name="city" label="City" required maxLength={128} />
          <SelectField
            control={control}
            name="countryId"
            label="Country"
            required
            isNumeric
            data={countries.data ?? []}
            isLoading={countries.isLoading}
            placeholder="Choose a country"
          />
        </SimpleGrid>
        <EmailField control={control} name="email" label="Invoices e-mail" />
        <CheckboxField
          control={control}
          name="isDefault"
          label="Default billing company"
          description="Invoices name it unless another one is chosen; only one can be the default."
        />
        <SwitchField
          control={control}
          name="isActive"
          label="Active"
          description="An inactive billing company is no longer offered and cannot be the default."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {company ? 'Save billing company' : 'Add billing company'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
