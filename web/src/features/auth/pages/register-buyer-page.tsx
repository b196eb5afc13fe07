import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Divider } from '@mantine/core';
import { ZBuyerRegistration } from '@portcall/contracts/auth';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../ui/server-errors';
import { useRegisterMutation } from '../api/register';
import { RegistrationCard } from '../components/registration-card';
import { AccountFields, CompanyBasicsFields } from '../components/registration-fields';
import { registrationCrossFieldErrors, withCrossFieldRules } from '../components/registration-rules';

type BuyerFormValues = z.input<typeof ZBuyerRegistration>;
const fieldNames = [
  'companyName',
  'countryId',
  'phone',
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'termsAccepted',
];

const defaults: DefaultValues<BuyerFormValues> = {
  companyName: '',
  phone: { number: '' },
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

/** /authorization/register/buyer: a ship operator or charterer registers its company and first user. */
export function RegisterBuyerPage() {
  const register = useRegisterMutation('buyer');
  const [done, setDone] = useState<{ companyName: string; email: string } | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    BuyerFormValues,
    unknown,
    z.output<typeof ZBuyerRegistration>
  >({
    resolver: withCrossFieldRules(zodResolver(ZBuyerRegistration), registrationCrossFieldErrors),
    defaultValues: defaults,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => setDone({ companyName: values.companyName, email: values.email }),
      onError: (error) => setError('root', { message: applyServerErrors(error, setError, fieldNames) }),
    }),
  );

  return (
    <RegistrationCard
      id="buyer-title"
      title="Register as a ship operator"
      intro={
        <>
          For ship operators and charterers. Agents and vendors have{' '}
          <Anchor component={Link} to="/authorization/register">
            their own registration
          </Anchor>
          .
        </>
      }
      width={640}
      done={done}
      pending={register.isPending}
      rootError={formState.errors.root?.message}
      onSubmit={onSubmit}
    >
      <Divider label="Your company" labelPosition="left" />
      <CompanyBasicsFields control={control} />
      <Divider label="Your account" labelPosition="left" />
      <AccountFields control={control} />
    </RegistrationCard>
  );
}
