import { ZCloneDa, ZClonedDa, ZDemoCompany, ZSetupDemoCompany } from '@portcall/contracts/qa';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/http/access';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { QaService } from './service';

const S = '/da-app/secured';
const tags = ['qa'];
/** Support's tasks (operations §6 "support: QA tasks"): the ADMIN_SUPPORT authority. */
const SUPPORT: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_SUPPORT' };

export async function qaRoutes(app: FastifyInstance, deps: { qa: QaService }) {
  const r = api(app);
  r.post(
    `${S}/qa-task/setup-demo-company`,
    {
      schema: { tags, body: ZSetupDemoCompany, response: { 200: ZDemoCompany, ...errorResponses } },
      config: { access: SUPPORT },
    },
    (request) => deps.qa.setupDemoCompany(callerOf(request), request.body),
  );
  r.post(
    `${S}/qa-task/cloneDa`,
    {
      schema: { tags, body: ZCloneDa, response: { 200: ZClonedDa, ...errorResponses } },
      config: { access: SUPPORT },
    },
    (request) => deps.qa.cloneDa(callerOf(request), request.body),
  );
}
