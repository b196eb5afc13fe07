import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type TCompany, type TCompanySave, ZCompanySave } from '@portcall/contracts/auth';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useCountries } from '../api/ref-data/countries';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';
import { applyServerErrors } from './server-errors';
import { TextField } from './text-field';

type CompanyFormValues = z.input<typeof ZCompanySave>;

const fieldNames = [
  'name',
  'businessRegistrationNumber',
  'vatNumber',
  'countryId',
  'address',
  'postcode',
  'city',
  'phone',
  'siteUrl',
];

function toFormValues(company: TCompany): CompanyFormValues {
  return {
    name: company.name,
    businessRegistrationNumber: company.businessRegistrationNumber ?? '',
    vatNumber: company.vatNumber ?? '',
    countryId: company.countryId ?? (undefined as unknown as number),
    address: company.address ?? '',
    postcode: company.postcode ?? '',
    city: company.city ?? '',
    phone: company.phone ?? { countryId: undefined as unknown as number, number: '' },
    siteUrl: company.siteUrl ?? '',
  };
}

export interface CompanyFormProps {
  company: TCompany;
  /** Saves through the page's own call (account/company/save); answers the saved company. */
  onSave: (values: TCompanySave) => Promise<TCompany>;
  /** Without SETTINGS_EDIT_COMPANY the details are shown, not edited. */
  isReadOnly?: boolean;
}

/**
 * The company's own details, shared by every company kind's settings (platform-core §5 Settings:
 * country and phone prefix required).
 */
export function CompanyForm({ company, onSave, isReadOnly = false }: CompanyFormProps) {
  const countries = useCountries();
  const form = useForm<CompanyFormValues, unknown, z.output<typeof ZCompanySave>>({
    resolver: zodResolver(ZCompanySave),
    defaultValues: toFormValues(company),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, reset, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(toFormValues(await onSave(values)));
      toast.success('Company details saved');
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });
  const isSaving = formState.isSubmitting;

  return (
    <Card withBorder padding="xl">
      <form onSubmit={onSubmit} noValidate aria-labelledby="company-form-title">
        <Stack gap="md">
          <div>
            <Text id="company-form-title" fw={650} c="navy.9">
              Company details
            </Text>
            <Text size="sm" c="dimmed">
              How your company appears to your counterparties on port calls and disbursement accounts.
            </Text>
          </div>
          {formState.errors.root?.message ? (
            <Alert color="red" variant="light" role="alert">
              {formState.errors.root.message}
            </Alert>
          ) : null}
          <fieldset disabled={isReadOnly} className="plain-fieldset">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TextField
                control={control}
                name="name"
                label="Company name"
                required
                maxLength={200}
                autoComplete="organization"
              />
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
              <TextField
                control={control}
                name="businessRegistrationNumber"
                label="Business registration number"
                maxLength={64}
              />
              <TextField control={control} name="vatNumber" label="VAT number" maxLength={64} />
              <TextField
                control={control}
                name="address"
                label="Address"
                maxLength={255}
                autoComplete="street-address"
              />
              <TextField control={control} name="city" label="City" maxLength={128} autoComplete="address-level2" />
              <TextField control={control} name="postcode" label="Postcode" maxLength={32} autoComplete="postal-code" />
              <TextField
                control={control}
                name="siteUrl"
                label="Website"
                maxLength={255}
                type="url"
                placeholder="https://"
              />
              <PhoneField control={control} name="phone" label="Phone" required disabled={isReadOnly} />
            </SimpleGrid>
          </fieldset>
          {isReadOnly ? (
            <Text size="sm" c="dimmed">
              Only people allowed to edit the company can change these details.
            </Text>
          ) : (
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => reset(toFormValues(company))}
                disabled={!formState.isDirty || isSaving}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={isSaving} disabled={!formState.isDirty}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
