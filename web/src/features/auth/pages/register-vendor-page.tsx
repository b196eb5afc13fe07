import { Divider } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useVendorTypes } from '../../../api/ref-data/vendor-types';
import { applyServerErrors } from '../../../ui/server-errors';
import { useRegisterMutation } from '../api/register';
import { RegistrationCard } from '../components/registration-card';
import {
  AccountFields,
  CategoriesField,
  ContactEmailFields,
  PortsFields,
  SupplierCompanyFields,
} from '../components/registration-fields';
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
  const register = useRegisterMutation('vendor');
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
    <RegistrationCard
      id="vendor-title"
      title="Register as a vendor"
      intro="For suppliers of husbandry services, provisions, spares and other goods and services in port."
      width={720}
      done={done}
      pending={register.isPending}
      rootError={formState.errors.root?.message}
      onSubmit={onSubmit}
    >
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
    </RegistrationCard>
  );
}
