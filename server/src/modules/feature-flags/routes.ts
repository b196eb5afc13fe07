import { ZFeatureFlag } from '@portcall/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { FeatureFlagService } from './service';

const ZAdminFeatureFlag = ZFeatureFlag.extend({
  description: z.string(),
  updatedAt: z.string(),
  updatedBy: z.number().nullable(),
});
const adminAccess = { profileTypes: ['ADMIN'], authority: 'ADMIN_SYSTEM' } as const;

export async function featureFlagRoutes(app: FastifyInstance, deps: { flags: FeatureFlagService }) {
  const r = api(app);

  // Public: the web reads the flags before anyone logs in (maintenance page, cookie consent).
  r.get(
    '/da-app/feature-flags',
    {
      schema: {
        tags: ['feature-flags'],
        querystring: z.object({ userId: z.string().max(32).optional() }),
        response: { 200: z.array(ZFeatureFlag), ...errorResponses },
      },
      config: { access: PUBLIC },
    },
    () => deps.flags.listFlags(),
  );

  r.get(
    '/da-app/secured/admin/feature-flags',
    {
      schema: { tags: ['feature-flags'], response: { 200: z.array(ZAdminFeatureFlag), ...errorResponses } },
      config: { access: adminAccess },
    },
    () => deps.flags.listForAdmin(),
  );

  r.put(
    '/da-app/secured/admin/feature-flags/:name',
    {
      schema: {
        tags: ['feature-flags'],
        params: z.object({ name: z.string().max(64) }),
        body: z.strictObject({ status: z.boolean() }),
        response: { 200: ZAdminFeatureFlag, ...errorResponses },
      },
      config: { access: adminAccess },
    },
    (request) => deps.flags.setFlag(callerOf(request), request.params.name, request.body.status),
  );
}
