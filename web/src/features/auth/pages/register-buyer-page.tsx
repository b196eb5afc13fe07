import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { ZBuyerRegistration } from '@portcall/contracts/auth';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../ui/server-errors';
import { useRegisterBuyerMutation } from '../api/register-buyer';
import { AuthLayout } from '../components/auth-layout';
import { AccountFields, CompanyBasicsFields } from '../components/registration-fields';
import { registrationCrossFieldErrors, withCrossFieldRules } from '../components/registration-rules';
import { RegistrationSuccess } from '../components/registration-success';

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
  const register = useRegisterBuyerMutation();
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
    <AuthLayout width={640}>
      {done ? (
        <RegistrationSuccess {...done} />
      ) : (
        <Card withBorder padding="xl" shadow="sm">
          <form onSubmit={onSubmit} noValidate aria-labelledby="buyer-title">
            <Stack gap="lg">
              <div>
                <Title id="buyer-title" order={1} fz={26} c="navy.9">
                  Register as a ship operator
                </Title>
                <Text c="dimmed" size="sm">
                  For ship operators and charterers. Agents and vendors have{' '}
                  <Anchor component={Link} to="/authorization/register">
                    their own registration
                  </Anchor>
                  .
                </Text>
              </div>
              {formState.errors.root?.message ? (
                <Alert color="red" variant="light" role="alert">
                  {formState.errors.root.message}
                </Alert>
              ) : null}
              <Divider label="Your company" labelPosition="left" />
              <CompanyBasicsFields control={control} />
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
