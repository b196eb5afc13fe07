import { ZPaged } from '@portcall/contracts/paging';
import {
  ZAmendPort,
  ZAmendPortCheck,
  ZAmendPortCheckQuery,
  ZChangeVoyage,
  ZExportEvent,
  ZExportQuery,
  ZImportedPortCall,
  ZImportedPortCallsRequest,
  ZLinkImportedPortCall,
  ZPortCallDetails,
  ZPortCallEdit,
  ZPortCallIdParams,
  ZPortCallSave,
  ZPortCallSaved,
  ZPortCallStatusAnswer,
  ZUpdateStatusQuery,
  ZVesselVoyagesRequest,
  ZVoyage,
  ZVoyageSave,
} from '@portcall/contracts/port-calls';
import { ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/http/access';
import { BUYER_OR_SUPPORT_VIEW, buyerDa, PARTIES_OR_SUPPORT_VIEW } from '../../platform/http/access-rules';
import { api, errorResponses } from '../../platform/http/api';
import type { PortCallServices } from './services';

const tags = ['port-calls'];
const S = '/da-app/secured';

/** Voyages, port calls and imported port calls (operations §7; platform-core §7 "Admin and other"). */
export async function portCallRoutes(app: FastifyInstance, deps: { services: PortCallServices }) {
  const r = api(app);
  const { voyages, portCalls, read, amend, imported } = deps.services;

  // ---- voyages (the spec writes "secured/buyer/voyage/..." under its /secured base: not doubled) ----
  r.get(
    `${S}/buyer/voyage/:id/load`,
    {
      schema: { tags, params: ZPortCallIdParams, querystring: ZNoQuery, response: { 200: ZVoyage, ...errorResponses } },
      config: { access: buyerDa('DA_VIEW') },
    },
    (request) => voyages.loadVoyage(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/buyer/voyage/save`,
    {
      schema: { tags, body: ZVoyageSave, response: { 200: ZVoyage, ...errorResponses } },
      config: { access: buyerDa(['DA_VOYAGE_CREATE', 'DA_VOYAGE_EDIT']) },
    },
    (request) => voyages.saveVoyage(callerOf(request), request.body),
  );
  r.post(
    `${S}/vessel/:id/voyages`,
    {
      schema: {
        tags,
        params: ZPortCallIdParams,
        body: ZVesselVoyagesRequest,
        response: { 200: ZPaged(ZVoyage), ...errorResponses },
      },
      config: { access: buyerDa('DA_VIEW') },
    },
    (request) => voyages.listVesselVoyages(callerOf(request), request.params.id, request.body),
  );

  // ---- port calls ----
  r.post(
    `${S}/port-call/save-details`,
    {
      schema: { tags, body: ZPortCallSave, response: { 200: ZPortCallSaved, ...errorResponses } },
      config: { access: buyerDa(['DA_PORT_CALL_CREATE', 'DA_PORT_CALL_EDIT']) },
    },
    (request) => portCalls.saveDetails(callerOf(request), request.body),
  );
  r.get(
    `${S}/port-call/:id/load`,
    {
      schema: {
        tags,
        params: ZPortCallIdParams,
        querystring: ZNoQuery,
        response: { 200: ZPortCallEdit, ...errorResponses },
      },
      config: { access: BUYER_OR_SUPPORT_VIEW },
    },
    (request) => read.loadForEdit(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/portcall/:id/load`,
    {
      schema: {
        tags,
        params: ZPortCallIdParams,
        querystring: ZNoQuery,
        response: { 200: ZPortCallDetails, ...errorResponses },
      },
      config: { access: PARTIES_OR_SUPPORT_VIEW },
    },
    (request) => read.loadDetails(callerOf(request), request.params.id),
  );
  r.patch(
    `${S}/portcall/:id/update-status`,
    {
      schema: {
        tags,
        params: ZPortCallIdParams,
        querystring: ZUpdateStatusQuery,
        response: { 200: ZPortCallStatusAnswer, ...errorResponses },
      },
      config: { access: buyerDa(['DA_PORT_CALL_EDIT', 'DA_PORT_CALL_CANCEL']) },
    },
    (request) =>
      portCalls.updateStatus(callerOf(request), request.params.id, request.query.status, request.query.version),
  );
  r.get(
    `${S}/port-call/:id/amend-port/check`,
    {
      schema: {
        tags,
        params: ZPortCallIdParams,
        querystring: ZAmendPortCheckQuery,
        response: { 200: ZAmendPortCheck, ...errorResponses },
      },
      config: { access: buyerDa('DA_PORT_CALL_EDIT') },
    },
    (request) => amend.checkAmendPort(callerOf(request), request.params.id, request.query.newPortId),
  );
  r.post(
    `${S}/port-call/:id/amend-port`,
    {
      schema: {
        tags,
        params: ZPortCallIdParams,
        body: ZAmendPort,
        response: { 200: ZPortCallSaved, ...errorResponses },
      },
      config: { access: buyerDa('DA_PORT_CALL_EDIT') },
    },
    (request) => amend.amendPort(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${S}/port-call-change-voyage`,
    {
      schema: { tags, body: ZChangeVoyage, response: { 200: ZPortCallSaved, ...errorResponses } },
      config: { access: buyerDa('DA_PORT_CALL_EDIT') },
    },
    (request) => amend.changeVoyage(callerOf(request), request.body),
  );

  // ---- imported port calls and export ----
  r.post(
    `${S}/buyer/da/dashboard/port-calls/imported`,
    {
      schema: {
        tags,
        body: ZImportedPortCallsRequest,
        response: { 200: ZPaged(ZImportedPortCall), ...errorResponses },
      },
      config: { access: buyerDa('DA_VIEW') },
    },
    (request) => imported.listImported(callerOf(request), request.body),
  );
  r.post(
    `${S}/buyer/port-call/:id/link-imported-port-call`,
    {
      schema: {
        tags,
        params: ZPortCallIdParams,
        body: ZLinkImportedPortCall,
        response: { 200: ZPortCallSaved, ...errorResponses },
      },
      config: { access: buyerDa('DA_PORT_CALL_EDIT') },
    },
    (request) => imported.linkImported(callerOf(request), request.params.id, request.body.importedPortCallId),
  );
  r.post(
    `${S}/port-call/trigger-export-event`,
    {
      schema: { tags, querystring: ZExportQuery, response: { 200: ZExportEvent, ...errorResponses } },
      config: { access: buyerDa('DA_PORT_CALL_EDIT') },
    },
    (request) => imported.triggerExport(callerOf(request), request.query.portCallId),
  );
}
