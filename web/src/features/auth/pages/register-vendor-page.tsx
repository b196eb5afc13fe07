import { Alert, Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useVendorTypes } from '../../../api/ref-data/vendor-types';
import { applyServerErrors } from '../../../ui/server-errors';
import { useRegisterVendorMutation } from '../api/register-vendor';
import { AuthLayout } from '../components/auth-layout';
import {
  AccountFields,
  CategoriesField,
  ContactEmailFields,
  PortsFields,
  SupplierCompanyFields,
} from '../components/registration-fields';
import { RegistrationSuccess } from '../components/registration-success';
import {
  type SupplierFormValues,
  type SupplierRegistration,
  supplierDefaults,
  supplierFieldNames,
  supplierResolver,
} from '../components/supplier-form';

/** /authorization/register/vendor: a vendor registers its company, categories, ports and first user. */
export function RegisterVendorPage() {
  const vendorTypes = useVendorTypes();
  const register = useRegisterVendorMutation();
  const [done, setDone] = useState<{ companyName: string; email: string } | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<SupplierFormValues, unknown, SupplierRegistration>({
    resolver: supplierResolver,
    defaultValues: supplierDefaults,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => setDone({ companyName: values.companyName, email: values.email }),
      onError: (error) => setError('root', { message: applyServerErrors(error, setError, supplierFieldNames) }),
    }),
  );

  return (
    <AuthLayout width={720}>
      {done ? (
        <RegistrationSuccess {...done} />
      ) : (
        <Card withBorder padding="xl" shadow="sm">
          <form onSubmit={onSubmit} noValidate aria-labelledby="vendor-title">
            <Stack gap="lg">
              <div>
                <Title id="vendor-title" order={1} fz={26} c="navy.9">
                  Register as a vendor
                </Title>
                <Text c="dimmed" size="sm">
                  For suppliers of husbandry services, provisions, spares and other goods and services in port.
                </Text>
              </div>
              {formState.errors.root?.message ? (
                <Alert color="red" variant="light" role="alert">
                  {formState.errors.root.message}
                </Alert>
              ) : null}
              <Divider label="Company details" labelPosition="left" />
              <SupplierCompanyFields control={control} />
              <Divider label="Contact e-mails" labelPosition="left" />
              <ContactEmailFields control={control} />
              <Divider label="Categories" labelPosition="left" />
              <CategoriesField
                control={control}
                label="Categories"
                description="Choose every category you supply."
                query={vendorTypes}
              />
              <Divider label="Ports" labelPosition="left" />
              <PortsFields control={control} />
              <Divider label="Your account" labelPosition="left" />
              <AccountFields control={control} />
              <Button type="submit" size="md" loading={register.isPending}>
                Create account
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </AuthLayout>
  );
}
