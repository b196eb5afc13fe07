import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TSupplierOnboarding } from '@portcall/contracts/supplier';
import { Link } from 'react-router';
import { kypStatusLabels } from '../../supplier-settings/components/profile-tabs';
import type { SupplierKind } from '../api/keys';
import { useOnboarding } from '../api/load-onboarding';

type StepKey = TSupplierOnboarding['steps'][number]['key'];

/** What each step is, why it matters and where it is done. */
function stepOf(key: StepKey, kind: SupplierKind): { title: string; why: string; href: string } {
  const settings = `/secured/${kind}/settings`;
  switch (key) {
    case 'COMPANY':
      return {
        title: 'Company details',
        why: 'Address, city and phone buyers reach you at.',
        href: `${settings}?tab=company`,
      };
    case 'PORTS':
      return {
        title: 'Ports you serve',
        why: 'Buyers send requests to the agents serving the port of their call.',
        href: `${settings}?tab=ports`,
      };
    case 'EMAIL_GROUPS':
      return {
        title: 'E-mail groups',
        why: 'Confirm each address and submit, so requests and orders reach the right mailbox.',
        href: `${settings}?tab=email-groups`,
      };
    case 'BANK_ACCOUNT':
      return {
        title: 'Bank account',
        why: 'Needed to submit a DA and to be paid.',
        href: `/secured/${kind}/da-tool/bank-accounts`,
      };
    case 'KYP':
      return {
        title: 'KYP documents',
        why: 'Buyers see your company as verified once an administrator checked them.',
        href: kind === 'agent' ? '/secured/agent/profile?tab=verification' : `${settings}?tab=verification`,
      };
  }
}

/**
 * The checklist a new agent or vendor lands on (its DA tool): the registration review and each
 * setup step, marked done or not, the ones that keep requests away called out, each linking to where
 * it is done. Gone once everything is done.
 */
export function OnboardingChecklist({ kind }: { kind: SupplierKind }) {
  const onboarding = useOnboarding();
  const data = onboarding.data;
  if (!data) return null;
  const isComplete = data.registration.status === 'APPROVED' && data.steps.every((s) => s.isDone);
  if (isComplete) return null;
  return (
    <Card component="section" withBorder padding="lg" mb="lg" aria-label="Getting started">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={650} c="navy.9">
            Getting started
          </Text>
          <Badge color={data.canReceiveRequests ? 'teal' : 'orange'} variant="light">
            {data.canReceiveRequests ? 'Buyers can send you requests' : 'Buyers cannot send you requests yet'}
          </Badge>
        </Group>
        {data.registration.status === 'PENDING' ? (
          <Alert color="yellow" variant="light" title="Your registration waits for an administrator's review">
            Until it is approved buyers do not find your company. Complete the steps below in the meantime.
          </Alert>
        ) : null}
        {data.registration.status === 'REJECTED' ? (
          <Alert color="red" variant="light" title="Your registration was not approved">
            Reason: {data.registration.rejectionReason}. Put it right and contact support to be reviewed again.
          </Alert>
        ) : null}
        <List spacing="xs" listStyleType="none">
          {data.steps.map((step) => {
            const info = stepOf(step.key, kind);
            return (
              <List.Item
                key={step.key}
                icon={
                  <ThemeIcon size={22} radius="xl" color={step.isDone ? 'teal' : step.isBlocking ? 'orange' : 'gray'}>
                    <Text size="xs" fw={700} c="white">
                      {step.isDone ? '✓' : '!'}
                    </Text>
                  </ThemeIcon>
                }
              >
                <Group gap="xs">
                  <Anchor component={Link} to={info.href} fw={600}>
                    {info.title}
                  </Anchor>
                  <Text size="xs" c={step.isDone ? 'teal.8' : step.isBlocking ? 'orange.8' : 'dimmed'}>
                    {step.isDone ? 'Done' : step.isBlocking ? 'To do: blocks requests' : 'To do'}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {info.why}
                  {step.key === 'KYP' && data.kypStatus && !step.isDone
                    ? ` Status: ${kypStatusLabels[data.kypStatus].label.toLowerCase()}.`
                    : ''}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
