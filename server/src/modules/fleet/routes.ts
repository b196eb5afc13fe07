import {
  ZFleet,
  ZFleetCreate,
  ZFleetParams,
  ZFleetPatch,
  ZFleetsQuery,
  ZProfileVessels,
  ZSaveProfileVessels,
  ZVessel,
  ZVesselCreate,
  ZVesselSave,
  ZVesselsQuery,
} from '@portcall/contracts/fleet';
import { ZPaged } from '@portcall/contracts/paging';
import { ZBuyerIdParams, ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../platform/http/access';
import { BUYER, BUYER_OR_SUPPORT, buyerWith, PEOPLE_OR_SUPPORT } from '../../platform/http/access-rules';
import { api, errorResponses } from '../../platform/http/api';
import type { FleetService } from './service';

const tags = ['fleet'];
const settings = '/da-app/secured/buyer/settings';

/**
 * Vessels (edited under buyer settings; the spec gives no paths, see docs/api.md), fleets
 * (operations §7 "GET buyers/{buyerId}/fleets") and buyer-profile/save-vessels.
 */
export async function fleetRoutes(app: FastifyInstance, deps: { fleet: FleetService }) {
  const r = api(app);
  const { fleet } = deps;

  r.get(
    `${settings}/vessels`,
    {
      schema: { tags, querystring: ZVesselsQuery, response: { 200: ZPaged(ZVessel), ...errorResponses } },
      config: { access: BUYER },
    },
    (request) => fleet.listVessels(callerOf(request), request.query),
  );
  r.get(
    `${settings}/vessel/:id/load`,
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: { 200: ZVessel, ...errorResponses } },
      config: { access: BUYER },
    },
    (request) => fleet.loadVessel(callerOf(request), request.params.id),
  );
  r.post(
    `${settings}/vessel/create`,
    {
      schema: { tags, body: ZVesselCreate, response: { 201: ZVessel, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_VESSEL') },
    },
    async (request, reply) => reply.status(201).send(await fleet.createVessel(callerOf(request), request.body)),
  );
  r.post(
    `${settings}/vessel/save`,
    {
      schema: { tags, body: ZVesselSave, response: { 200: ZVessel, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_VESSEL') },
    },
    (request) => fleet.saveVessel(callerOf(request), request.body),
  );

  r.get(
    '/da-app/secured/buyers/:buyerId/fleets',
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZFleetsQuery,
        response: { 200: z.array(ZFleet), ...errorResponses },
      },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) => fleet.listFleets(callerOf(request), request.params.buyerId, request.query),
  );
  r.get(
    '/da-app/secured/buyers/:buyerId/fleets/:fleetId',
    {
      schema: { tags, params: ZFleetParams, querystring: ZNoQuery, response: { 200: ZFleet, ...errorResponses } },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) => fleet.loadFleet(callerOf(request), request.params.buyerId, request.params.fleetId),
  );
  r.post(
    '/da-app/secured/buyers/:buyerId/fleets',
    {
      schema: { tags, params: ZBuyerIdParams, body: ZFleetCreate, response: { 201: ZFleet, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_VESSEL') },
    },
    async (request, reply) =>
      reply.status(201).send(await fleet.createFleet(callerOf(request), request.params.buyerId, request.body)),
  );
  r.patch(
    '/da-app/secured/buyers/:buyerId/fleets/:fleetId',
    {
      schema: { tags, params: ZFleetParams, body: ZFleetPatch, response: { 200: ZFleet, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_VESSEL') },
    },
    (request) => fleet.patchFleet(callerOf(request), request.params.buyerId, request.params.fleetId, request.body),
  );

  r.post(
    '/da-app/secured/buyer-profile/save-vessels',
    {
      schema: { tags, body: ZSaveProfileVessels, response: { 200: ZProfileVessels, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => fleet.saveProfileVessels(callerOf(request), request.body),
  );
}
