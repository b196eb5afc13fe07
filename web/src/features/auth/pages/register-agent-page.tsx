import { AgentRegistrationWizard } from '../components/agent-registration-wizard';
import { AuthLayout } from '../components/auth-layout';

/** /authorization/register/agent */
export function RegisterAgentPage() {
  return (
    <AuthLayout width={720}>
      <AgentRegistrationWizard />
    </AuthLayout>
  );
}
