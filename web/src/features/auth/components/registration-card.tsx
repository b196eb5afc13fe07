import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { AuthLayout } from './auth-layout';
import { RegistrationSuccess } from './registration-success';

/**
 * The one-page registration form (buyer, vendor): title and introduction, the form's own message,
 * its fields, the submit button; once registered, the success card in its place.
 */
export function RegistrationCard(props: {
  id: string;
  title: string;
  intro: ReactNode;
  width: number;
  done: { companyName: string; email: string } | null;
  pending: boolean;
  rootError: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <AuthLayout width={props.width}>
      {props.done ? (
        <RegistrationSuccess {...props.done} />
      ) : (
        <Card withBorder padding="xl" shadow="sm">
          <form onSubmit={props.onSubmit} noValidate aria-labelledby={props.id}>
            <Stack gap="lg">
              <div>
                <Title id={props.id} order={1} fz={26} c="navy.9">
                  {props.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {props.intro}
                </Text>
              </div>
              {props.rootError ? (
                <Alert color="red" variant="light" role="alert">
                  {props.rootError}
                </Alert>
              ) : null}
              {props.children}
              <Button type="submit" size="md" loading={props.pending}>
                Create account
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </AuthLayout>
  );
}
