import { ZAppointmentIdParams, ZHistoryEntry } from '@portcall/contracts/appointments';
import {
  ZAdminPortCallListItem,
  ZAdminPortCallsQuery,
  ZAppointmentListItem,
  ZDashboardAppointmentsQuery,
  ZDashboardPortCallsQuery,
  ZDashboardVoyagesQuery,
  ZPortCallListItem,
  ZVoyageListItem,
} from '@portcall/contracts/dashboard';
import { ZPaged } from '@portcall/contracts/paging';
import { ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../platform/http/access';
import { callerOf } from '../../platform/http/access';
import { BUYER_OR_SUPPORT_VIEW } from '../../platform/http/access-rules';
import { api, errorResponses } from '../../platform/http/api';
import type { DashboardService } from './service';

const tags = ['dashboard'];
const S = '/da-app/secured';
/** The buyer dashboard is its own product (platform-core §2 landing: DA_DASHBOARD + DA_VIEW). */
const DASHBOARD: Access = { profileTypes: ['BUYER'], product: 'DA_DASHBOARD', authority: 'DA_VIEW' };
const SUPPORT: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_SUPPORT' };

/** Buyer dashboard (operations §2, §7 "Dashboard and port calls") and the admin DA tool list (platform-core §7). */
export async function dashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const r = api(app);
  const { dashboard } = deps;

  r.get(
    `${S}/dashboard/portCalls`,
    {
      schema: {
        tags,
        querystring: ZDashboardPortCallsQuery,
        response: { 200: ZPaged(ZPortCallListItem), ...errorResponses },
      },
      config: { access: DASHBOARD },
    },
    (request) => dashboard.portCalls(callerOf(request), request.query),
  );
  r.get(
    `${S}/dashboard/voyages`,
    {
      schema: {
        tags,
        querystring: ZDashboardVoyagesQuery,
        response: { 200: ZPaged(ZVoyageListItem), ...errorResponses },
      },
      config: { access: DASHBOARD },
    },
    (request) => dashboard.voyages(callerOf(request), request.query),
  );
  r.get(
    `${S}/dashboard/appointments`,
    {
      schema: {
        tags,
        querystring: ZDashboardAppointmentsQuery,
        response: { 200: ZPaged(ZAppointmentListItem), ...errorResponses },
      },
      config: { access: DASHBOARD },
    },
    (request) => dashboard.appointments(callerOf(request), request.query),
  );
  r.get(
    `${S}/dashboard/history/:id`,
    {
      schema: {
        tags,
        params: ZAppointmentIdParams,
        querystring: ZNoQuery,
        response: { 200: z.array(ZHistoryEntry), ...errorResponses },
      },
      config: { access: BUYER_OR_SUPPORT_VIEW },
    },
    (request) => dashboard.history(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/administrator/dashboard/port-calls`,
    {
      schema: {
        tags,
        querystring: ZAdminPortCallsQuery,
        response: { 200: ZPaged(ZAdminPortCallListItem), ...errorResponses },
      },
      config: { access: SUPPORT },
    },
    (request) => dashboard.adminPortCalls(callerOf(request), request.query),
  );
}
