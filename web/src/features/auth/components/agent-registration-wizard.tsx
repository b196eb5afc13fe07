import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import type { TSupplierInvitationPrefill } from '@portcall/contracts/auth';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldPath, useForm } from 'react-hook-form';
import { useAgentTypes } from '../../../api/ref-data/agent-types';
import { applyServerErrors } from '../../../ui/server-errors';
import { useRegisterMutation } from '../api/register';
import {
  AccountFields,
  CategoriesField,
  ContactEmailFields,
  PortsFields,
  SupplierCompanyFields,
} from './registration-fields';
import { RegistrationSuccess } from './registration-success';
import {
  accountStepFields,
  companyStepFields,
  expertiseStepFields,
  portsStepFields,
  type SupplierFormValues,
  type SupplierRegistration,
  supplierDefaults,
  supplierFieldNames,
  supplierResolver,
} from './supplier-form';

/** The wizard of operations §2: company details, expertise, ports with the worldwide flag; then the account. */
const steps = [
  { label: 'Company details', description: 'Who you are', fields: companyStepFields },
  { label: 'Expertise', description: 'What you handle', fields: expertiseStepFields },
  { label: 'Ports', description: 'Where you work', fields: portsStepFields },
  { label: 'Your account', description: 'How you log in', fields: accountStepFields },
] as const;

export const FIRST_STEP = 1;

function stepOf(field: string): number {
  const root = field.split('.')[0] ?? field;
  const index = steps.findIndex((s) => (s.fields as readonly string[]).includes(root));
  return index === -1 ? steps.length : index + 1;
}

/** The wizard's first values from a buyer's invitation: the supplier record it starts from. */
function invitedValues(prefill: TSupplierInvitationPrefill): DefaultValues<SupplierFormValues> {
  return {
    ...supplierDefaults,
    companyName: prefill.companyName,
    businessRegistrationNumber: prefill.businessRegistrationNumber ?? '',
    siteUrl: prefill.siteUrl ?? '',
    address: prefill.address ?? '',
    postcode: prefill.postcode ?? '',
    city: prefill.city ?? '',
    ...(prefill.countryId ? { countryId: prefill.countryId } : {}),
    categoryIds: prefill.categoryIds,
    portIds: prefill.ports.map((p) => Number(p.value)),
    isWorldwide: prefill.isWorldwide,
    lastName: prefill.lastName ?? '',
    email: prefill.email,
  };
}

export function AgentRegistrationWizard({
  invitation,
}: {
  invitation?: { token: string; prefill: TSupplierInvitationPrefill };
}) {
  // Steps count from 1, as the wizard's state does in the spec.
  const [step, setStep] = useState(FIRST_STEP);
  const [done, setDone] = useState<{ companyName: string; email: string } | null>(null);
  const agentTypes = useAgentTypes();
  const register = useRegisterMutation('agent');
  const form = useForm<SupplierFormValues, unknown, SupplierRegistration>({
    resolver: supplierResolver,
    defaultValues: invitation ? invitedValues(invitation.prefill) : supplierDefaults,
    mode: 'onTouched',
  });
  const { control, trigger, handleSubmit, setError, formState, watch } = form;
  const current = steps[step - 1] ?? steps[0];
  const isLast = step === steps.length;

  // Once a step has shown its messages, each change re-checks the fields still in error, so a
  // message goes away as soon as it is fixed (a pair such as an e-mail and its confirmation too).
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const inError = Object.keys(form.formState.errors).filter((k) => k !== 'root');
      if (inError.length > 0) void trigger(inError as Array<FieldPath<SupplierFormValues>>);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, form.formState]);

  const next = async () => {
    const isValid = await trigger(current.fields as unknown as Array<FieldPath<SupplierFormValues>>, {
      shouldFocus: true,
    });
    if (isValid) setStep((s) => Math.min(s + 1, steps.length));
  };

  const submit = handleSubmit(
    (values) =>
      register.mutate(invitation ? { ...values, invitationToken: invitation.token } : values, {
        onSuccess: () => setDone({ companyName: values.companyName, email: values.email }),
        onError: (error) => {
          const message = applyServerErrors(error, setError, supplierFieldNames);
          setError('root', { message });
          const firstField = Object.keys(form.formState.errors).find((k) => k !== 'root');
          if (firstField) setStep(stepOf(firstField));
        },
      }),
    (errors) => {
      const firstField = Object.keys(errors).find((k) => k !== 'root');
      if (firstField) setStep(stepOf(firstField));
    },
  );

  if (done) return <RegistrationSuccess {...done} />;

  return (
    <Card withBorder padding="xl" shadow="sm">
      <form
        noValidate
        onSubmit={(e) => {
          if (isLast) return void submit(e);
          e.preventDefault();
          void next();
        }}
        aria-labelledby="agent-title"
      >
        <Stack gap="lg">
          <div>
            <Title id="agent-title" order={1} fz={26} c="navy.9">
              Register as a port agent
            </Title>
            <Text c="dimmed" size="sm" aria-live="polite">
              Step {step} of {steps.length}: {current.label}
            </Text>
          </div>
          <Stepper
            active={step - 1}
            size="sm"
            allowNextStepsSelect={false}
            onStepClick={(i) => i + 1 < step && setStep(i + 1)}
          >
            {steps.map((s) => (
              <Stepper.Step key={s.label} label={s.label} description={s.description} />
            ))}
          </Stepper>
          {invitation ? (
            <Alert color="blue" variant="light">
              {invitation.prefill.invitedBy} invited your agency and told us what it knew: check each step and complete
              what is missing.
            </Alert>
          ) : null}
          {formState.errors.root?.message ? (
            <Alert color="red" variant="light" role="alert">
              {formState.errors.root.message}
            </Alert>
          ) : null}

          {step === 1 ? (
            <Stack gap="lg">
              <SupplierCompanyFields control={control} />
              <ContactEmailFields control={control} />
            </Stack>
          ) : null}
          {step === 2 ? (
            <CategoriesField
              control={control}
              label="Expertise"
              description="Choose every kind of call your agency handles."
              query={agentTypes}
            />
          ) : null}
          {step === 3 ? <PortsFields control={control} initialPorts={invitation?.prefill.ports} /> : null}
          {step === 4 ? <AccountFields control={control} /> : null}

          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => setStep((s) => Math.max(FIRST_STEP, s - 1))}
              disabled={step === FIRST_STEP}
            >
              Back
            </Button>
            {isLast ? (
              <Button type="submit" loading={register.isPending}>
                Create account
              </Button>
            ) : (
              <Button type="submit">Next</Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
