import { defineMatrix, statusFor } from '../../test/role-matrix';

const S = '/da-app/secured';

/** Buyers with the agent directory read it (every agent, whoever appointed it); nobody else does. */
export const matrix = defineMatrix({
  rows: (_f, actors) => [
    {
      route: `GET ${S}/buyer/agent-directory/agents`,
      url: `${S}/buyer/agent-directory/agents?size=5`,
      expect: statusFor(200, 200, 403, 403, 403),
    },
    {
      route: `GET ${S}/agent`,
      url: `${S}/agent?id=${actors.agent.companyId}`,
      expect: statusFor(200, 200, 403, 403, 403),
    },
  ],
});
