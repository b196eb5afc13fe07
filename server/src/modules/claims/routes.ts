import {
  CLAIM_DOCUMENT_KINDS,
  ZCharterTerms,
  ZCharterTermsAnswer,
  ZClaim,
  ZClaimablePortCalls,
  ZClaimCreate,
  ZClaimList,
  ZClaimStateChange,
  ZLaytimeCalculation,
  ZLaytimeCalculationSave,
  ZLaytimePrefill,
  ZPositionList,
  ZPositionListQuery,
} from '@portcall/contracts/claims';
import {
  ZLaytimeRequest,
  ZLaytimeResult,
  ZReversibleLaytimeRequest,
  ZReversibleLaytimeResult,
} from '@portcall/contracts/laytime';
import { calculateReversibleLaytime } from '@portcall/contracts/laytime-calc';
import { policyAccess } from '@portcall/contracts/policy';
import { ZNoQuery } from '@portcall/contracts/refdata';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { ATTACHMENTS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Access } from '../../platform/http/access';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { ClaimDocuments } from './documents';
import { claimPdf, positionListXlsx } from './exports';
import type { ClaimsService } from './service';

const S = '/da-app/secured';
const tags = ['claims'];
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const view: Access = { profileTypes: ['BUYER'], product: 'CLAIMS', authority: 'CLAIMS_VIEW' };
const edit = policyAccess('CLAIM_EDIT');
const positions: Access = { profileTypes: ['BUYER'], product: 'POSITION_LIST', authority: 'POSITION_LIST_VIEW' };
const portCall = z.object({ portCallId: ZId });
const claimId = z.object({ id: ZId });
const ZDocumentForm = z.strictObject({ kind: z.enum(CLAIM_DOCUMENT_KINDS) });

/** Laytime, claims and the position list (issue 22). */
export async function claimsRoutes(
  app: FastifyInstance,
  deps: { claims: ClaimsService; documents: ClaimDocuments; files: Pick<FileStorage, 'open'> },
) {
  const r = api(app);
  const { claims, documents } = deps;

  // ---- the calculator (pure) ----
  r.post(
    `${S}/claims/laytime/calculate`,
    {
      schema: { tags, body: ZLaytimeRequest, response: { 200: ZLaytimeResult, ...errorResponses } },
      config: { access: view },
    },
    (request) => claims.calculate(request.body),
  );
  r.post(
    `${S}/claims/laytime/calculate-reversible`,
    {
      schema: { tags, body: ZReversibleLaytimeRequest, response: { 200: ZReversibleLaytimeResult, ...errorResponses } },
      config: { access: view },
    },
    (request) => calculateReversibleLaytime(request.body),
  );

  // ---- laytime of a port call, from its SOF ----
  r.get(
    `${S}/claims/port-calls`,
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: ZClaimablePortCalls, ...errorResponses } },
      config: { access: view },
    },
    (request) => claims.claimablePortCalls(callerOf(request)),
  );
  r.get(
    `${S}/claims/port-calls/:portCallId/laytime`,
    {
      schema: { tags, params: portCall, response: { 200: ZLaytimePrefill, ...errorResponses } },
      config: { access: view },
    },
    (request) => claims.prefill(callerOf(request), request.params.portCallId),
  );
  r.put(
    `${S}/claims/port-calls/:portCallId/laytime`,
    {
      schema: {
        tags,
        params: portCall,
        body: ZLaytimeCalculationSave,
        response: { 200: ZLaytimeCalculation, ...errorResponses },
      },
      config: { access: edit },
    },
    (request) => claims.saveCalculation(callerOf(request), request.params.portCallId, request.body),
  );
  r.get(
    `${S}/claims/laytime/:id`,
    {
      schema: { tags, params: claimId, response: { 200: ZLaytimeCalculation, ...errorResponses } },
      config: { access: view },
    },
    (request) => claims.getCalculation(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/claims/port-calls/:portCallId/charter-terms`,
    {
      schema: { tags, params: portCall, response: { 200: ZCharterTermsAnswer, ...errorResponses } },
      config: { access: view },
    },
    (request) => claims.getTerms(callerOf(request), request.params.portCallId),
  );
  r.put(
    `${S}/claims/port-calls/:portCallId/charter-terms`,
    {
      schema: {
        tags,
        params: portCall,
        body: ZCharterTerms,
        response: { 200: ZCharterTermsAnswer, ...errorResponses },
      },
      config: { access: edit },
    },
    (request) => claims.saveTerms(callerOf(request), request.params.portCallId, request.body),
  );

  // ---- claims ----
  r.get(
    `${S}/claims`,
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: ZClaimList, ...errorResponses } },
      config: { access: view },
    },
    (request) => claims.listClaims(callerOf(request)),
  );
  r.post(
    `${S}/claims`,
    { schema: { tags, body: ZClaimCreate, response: { 200: ZClaim, ...errorResponses } }, config: { access: edit } },
    (request) => claims.createClaim(callerOf(request), request.body),
  );
  r.get(
    `${S}/claims/:id`,
    { schema: { tags, params: claimId, response: { 200: ZClaim, ...errorResponses } }, config: { access: view } },
    (request) => claims.getClaim(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/claims/:id/state`,
    {
      schema: { tags, params: claimId, body: ZClaimStateChange, response: { 200: ZClaim, ...errorResponses } },
      config: { access: edit },
    },
    (request) => claims.changeState(callerOf(request), request.params.id, request.body.state, request.body.version),
  );
  r.get(
    `${S}/claims/:id/pdf`,
    {
      schema: { tags, params: claimId, response: { 200: z.any().describe('application/pdf'), ...errorResponses } },
      config: { access: view },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const claim = await claims.getClaim(caller, request.params.id);
      const calculation =
        claim.calculationId === null ? null : await claims.getCalculation(caller, claim.calculationId);
      const pdf = await claimPdf(claim, calculation);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="claim-${claim.id}.pdf"`)
        .send(pdf);
    },
  );
  r.post(
    `${S}/claims/:id/documents`,
    {
      schema: {
        tags,
        params: claimId,
        consumes: ['multipart/form-data'],
        response: { 200: ZClaim, ...errorResponses },
      },
      config: { access: edit },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZDocumentForm, ATTACHMENTS);
      const caller = callerOf(request);
      await documents.add(caller, request.params.id, form.kind, files);
      return claims.getClaim(caller, request.params.id);
    },
  );
  r.get(
    `${S}/claims/:id/documents/:documentId`,
    {
      schema: {
        tags,
        params: claimId.extend({ documentId: ZId }),
        response: { 200: z.any().describe('application/octet-stream'), ...errorResponses },
      },
      config: { access: view },
    },
    async (request, reply) => {
      const doc = await documents.find(callerOf(request), request.params.id, request.params.documentId);
      const { stream, size } = await deps.files.open(doc.storageKey);
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(doc.fileName)}"`)
        .header('content-length', size)
        .send(stream);
    },
  );

  // ---- the position list ----
  r.get(
    `${S}/position-list`,
    {
      schema: { tags, querystring: ZPositionListQuery, response: { 200: ZPositionList, ...errorResponses } },
      config: { access: positions },
    },
    (request) => claims.positionList(callerOf(request), request.query),
  );
  r.get(
    `${S}/position-list/export`,
    {
      schema: { tags, querystring: ZPositionListQuery, response: { 200: z.any().describe('xlsx'), ...errorResponses } },
      config: { access: positions },
    },
    async (request, reply) => {
      const list = await claims.positionList(callerOf(request), request.query);
      if (!list) throw new AppError(404, 'NOT_FOUND');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="position-list.xlsx"')
        .send(await positionListXlsx(list));
    },
  );
}
