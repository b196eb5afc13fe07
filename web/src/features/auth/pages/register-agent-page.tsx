import { Alert, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useInvitation } from '../api/invitation';
import { AgentRegistrationWizard } from '../components/agent-registration-wizard';
import { AuthLayout } from '../components/auth-layout';

/**
 * /authorization/register/agent, or with `?invitation=` from a buyer's invitation e-mail: the wizard
 * then starts filled with what the buyer knew of the agency (operations §3 "Filled from a supplier").
 */
export function RegisterAgentPage() {
  const token = useSearchParams()[0].get('invitation');
  const invitation = useInvitation(token);
  return (
    <AuthLayout width={720}>
      {token && invitation.isPending ? <Loader role="status" aria-label="Loading the invitation" /> : null}
      {token && invitation.isError ? (
        <Alert color="orange" variant="light" mb="md" role="alert">
          {errorMessage(invitation.error)} You can still register below.
        </Alert>
      ) : null}
      {!token || !invitation.isPending ? (
        <AgentRegistrationWizard
          invitation={token && invitation.data ? { token, prefill: invitation.data } : undefined}
        />
      ) : null}
    </AuthLayout>
  );
}
