import { ZPaged } from '@portcall/contracts/paging';
import {
  ZBuyerIdParams,
  ZBuyerProfileTeam,
  ZBuyerUser,
  ZIdParams,
  ZNoQuery,
  ZProfileTeams,
  ZSaveBuyerTeams,
  ZTeam,
  ZTeamCreate,
  ZTeamParams,
  ZTeamPatch,
  ZTeamsQuery,
} from '@portcall/contracts/settings';
import { z } from 'zod';
import { callerOf } from '../../platform/http/access';
import { BUYER_OR_SUPPORT, PEOPLE_OR_SUPPORT } from '../../platform/http/access-rules';
import { type ApiApp, errorResponses } from '../../platform/http/api';
import type { SettingsServices } from './service';

const tags = ['settings'];

/** Buyer teams (operations §7 "Buyer teams and support") and "Buyer profile" calls of settings. */
export function registerTeamRoutes(r: ApiApp, { teams, users }: Pick<SettingsServices, 'teams' | 'users'>) {
  r.get(
    '/da-app/secured/buyers/:buyerId/teams',
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZTeamsQuery,
        response: { 200: ZPaged(ZTeam), ...errorResponses },
      },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) => teams.listTeams(callerOf(request), request.params.buyerId, request.query),
  );
  r.get(
    '/da-app/secured/buyers/:buyerId/teams/:teamId',
    {
      schema: { tags, params: ZTeamParams, querystring: ZNoQuery, response: { 200: ZTeam, ...errorResponses } },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) => teams.loadTeam(callerOf(request), request.params.buyerId, request.params.teamId),
  );
  r.post(
    '/da-app/secured/buyers/:buyerId/teams',
    {
      schema: { tags, params: ZBuyerIdParams, body: ZTeamCreate, response: { 201: ZTeam, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    async (request, reply) =>
      reply.status(201).send(await teams.createTeam(callerOf(request), request.params.buyerId, request.body)),
  );
  r.patch(
    '/da-app/secured/buyers/:buyerId/teams/:teamId',
    {
      schema: { tags, params: ZTeamParams, body: ZTeamPatch, response: { 200: ZTeam, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => teams.patchTeam(callerOf(request), request.params.buyerId, request.params.teamId, request.body),
  );

  r.get(
    '/da-app/secured/buyer-profile/:id/load',
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: { 200: ZBuyerUser, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => users.loadUser(callerOf(request), request.params.id, { viaSupport: true }),
  );
  r.get(
    '/da-app/secured/buyer-profile/:id/load-buyer-teams',
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: z.array(ZBuyerProfileTeam), ...errorResponses },
      },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => teams.loadProfileTeams(callerOf(request), request.params.id),
  );
  r.post(
    '/da-app/secured/buyer-profile/save-buyer-teams',
    {
      schema: { tags, body: ZSaveBuyerTeams, response: { 200: ZProfileTeams, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => teams.saveProfileTeams(callerOf(request), request.body),
  );
}
