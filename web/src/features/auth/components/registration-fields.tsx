import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { errorMessage } from '../../../api/http-policy';
import { useCountries } from '../../../api/ref-data/countries';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { AsyncMultiSelectField } from '../../../ui/async-select-field';
import { CheckboxField } from '../../../ui/checkbox-field';
import { CheckboxGroupField } from '../../../ui/checkbox-group-field';
import { EmailField } from '../../../ui/email-field';
import { PasswordField } from '../../../ui/password-field';
import { PhoneField } from '../../../ui/phone-field';
import { SelectField } from '../../../ui/select-field';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { TermsLink } from './terms-link';

// Buyer and supplier forms share these field names; each section is typed by the form it sits in.
// biome-ignore lint/suspicious/noExplicitAny: a section does not care how the form transforms on submit
type SectionProps<T extends FieldValues> = { control: Control<T, any, any> };
const n = <T extends FieldValues>(name: string) => name as FieldPath<T>;

/** Company name, country and phone: what every registration starts with. */
export function CompanyBasicsFields<T extends FieldValues>({ control }: SectionProps<T>) {
  const countries = useCountries();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField
        control={control}
        name={n<T>('companyName')}
        label="Company name"
        required
        maxLength={200}
        autoComplete="organization"
      />
      <SelectField
        control={control}
        name={n<T>('countryId')}
        label="Country"
        required
        isNumeric
        data={countries.data ?? []}
        isLoading={countries.isLoading}
        placeholder="Choose a country"
      />
      <PhoneField control={control} name={n<T>('phone')} label="Company phone" required />
    </SimpleGrid>
  );
}

/** The supplier's company details beyond the basics. */
export function SupplierCompanyFields<T extends FieldValues>({ control }: SectionProps<T>) {
  return (
    <Stack gap="md">
      <CompanyBasicsFields control={control} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={control}
          name={n<T>('businessRegistrationNumber')}
          label="Business registration number"
          maxLength={64}
        />
        <TextField
          control={control}
          name={n<T>('siteUrl')}
          label="Website"
          type="url"
          maxLength={255}
          placeholder="https://"
        />
        <TextField
          control={control}
          name={n<T>('address')}
          label="Address"
          maxLength={255}
          autoComplete="street-address"
        />
        <TextField control={control} name={n<T>('city')} label="City" maxLength={128} autoComplete="address-level2" />
        <TextField
          control={control}
          name={n<T>('postcode')}
          label="Postcode"
          maxLength={32}
          autoComplete="postal-code"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Where requests for quotation and orders are sent: each confirmed, and different from each other. */
export function ContactEmailFields<T extends FieldValues>({ control }: SectionProps<T>) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Requests for quotation and orders are e-mailed to these addresses. Use two different mailboxes.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <EmailField control={control} name={n<T>('rfqEmail')} label="RFQs e-mail" required autoComplete="off" />
        <EmailField
          control={control}
          name={n<T>('confirmRfqEmail')}
          label="Confirm RFQs e-mail"
          required
          autoComplete="off"
        />
        <EmailField control={control} name={n<T>('ordersEmail')} label="Orders e-mail" required autoComplete="off" />
        <EmailField
          control={control}
          name={n<T>('confirmOrdersEmail')}
          label="Confirm Orders e-mail"
          required
          autoComplete="off"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** An agent's expertise or a vendor's categories, from the matching reference list. */
export function CategoriesField<T extends FieldValues>({
  control,
  label,
  description,
  query,
}: SectionProps<T> & {
  label: string;
  description: string;
  query: { data?: TOption[]; isLoading: boolean; isError: boolean; error: unknown };
}) {
  if (query.isLoading) return <Loader size="sm" role="status" aria-label="Loading the list" />;
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(query.error)}
      </Alert>
    );
  return (
    <CheckboxGroupField
      control={control}
      name={n<T>('categoryIds')}
      label={label}
      description={description}
      required
      isNumeric
      data={query.data ?? []}
    />
  );
}

/** Ports served, found by name, and whether the company works worldwide. */
export function PortsFields<T extends FieldValues>({
  control,
  initialPorts,
}: SectionProps<T> & { initialPorts?: TOption[] }) {
  return (
    <Stack gap="lg">
      <AsyncMultiSelectField
        control={control}
        name={n<T>('portIds')}
        label="Ports you serve"
        description="Type the first letters of a port's name to find it. Add every port you serve."
        placeholder="Search ports"
        required
        isNumeric
        cacheKey="ports"
        search={filterPorts}
        initialOptions={initialPorts}
      />
      <SwitchField
        control={control}
        name={n<T>('isWorldwide')}
        label="We work worldwide"
        description="Also show your company to buyers looking for service outside the ports listed above."
      />
    </Stack>
  );
}

/** The person registering: their name, login e-mail, password and acceptance of the terms. */
export function AccountFields<T extends FieldValues>({ control }: SectionProps<T>) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={control}
          name={n<T>('firstName')}
          label="First name"
          required
          maxLength={100}
          autoComplete="given-name"
        />
        <TextField
          control={control}
          name={n<T>('lastName')}
          label="Last name"
          required
          maxLength={100}
          autoComplete="family-name"
        />
      </SimpleGrid>
      <EmailField
        control={control}
        name={n<T>('email')}
        label="Your e-mail"
        description="You log in with this address."
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordField
          control={control}
          name={n<T>('password')}
          label="Password"
          description="6 to 16 letters and digits"
          required
        />
        <PasswordField
          control={control}
          name={n<T>('confirmPassword')}
          label="Confirm password"
          required
          checkPattern={false}
        />
      </SimpleGrid>
      <CheckboxField
        control={control}
        name={n<T>('termsAccepted')}
        label={
          <>
            I have read and accept the <TermsLink />
          </>
        }
      />
    </Stack>
  );
}
