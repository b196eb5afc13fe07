import {
  ZAiDaHelperRequest,
  ZAiFileRequest,
  ZAiJob,
  ZAiPollRequest,
  ZDaHelperTarget,
  ZEvaluationCache,
  ZEvaluationParams,
  ZFeedback,
  ZFeedbackAnswer,
  ZHistoryPageParams,
  ZHistoryRecord,
  ZHistoryRecordParams,
  ZPdfText,
  ZRecognisedDa,
  ZRecogniseForm,
} from '@portcall/contracts/da-helper';
import type { FastifyInstance } from 'fastify';
import { READABLE } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { DaHelperAi } from './ai';
import type { AiJobKind } from './db';
import type { DaHelperService } from './service';

/** operations §7 "Document helper and translation": the main API's half. */
export const DA_HELPER_BASE = '/da-app/secured/da-helper';
/** The separate AI service (DESIGN §2 `/ai/...`), secured half. */
export const AI_BASE = '/ai/secured';

/** Agents and vendors on their DAs, buyers on their evaluations; the service checks the row. */
const helper: Access = {
  profileTypes: ['AGENT', 'VENDOR', 'BUYER'],
  product: 'DA_TOOL',
  anyAuthority: ['DA_VIEW', 'DA_EVALUATION_VIEW'],
};
const supplier: Access = { profileTypes: ['AGENT', 'VENDOR'], product: 'DA_TOOL', authority: 'DA_VIEW' };
const evaluator: Access = { profileTypes: ['BUYER'], product: 'DA_TOOL', authority: 'DA_EVALUATION_VIEW' };
// Reading a document is the expensive call; it is bounded by pages and time (engine.ts), not by rate.
const reading = { access: helper };
const multipart = ['multipart/form-data', 'application/json'];

export async function daHelperRoutes(app: FastifyInstance, deps: { helper: DaHelperService; ai: DaHelperAi }) {
  const r = api(app);
  const s = deps.helper;
  const H = DA_HELPER_BASE;
  const tags = ['da-helper'];
  const record = { 200: ZHistoryRecord, ...errorResponses, 413: errorResponses[400] };

  // Not in the spec (docs/api.md): one document read synchronously, nothing stored.
  r.post(
    `${H}/recognise`,
    {
      schema: {
        tags,
        consumes: multipart,
        response: { 200: ZRecognisedDa, ...errorResponses, 413: errorResponses[400] },
      },
      config: reading,
    },
    async (request) => {
      const { files } = await readMultipartForm(request, ZRecogniseForm, { attachments: READABLE, file: READABLE });
      return s.recognise(callerOf(request), files);
    },
  );
  // Multipart: `form` names the DA (appointmentId, proformaId) or the evaluation (evaluationId, expenseId).
  r.post(
    `${H}/register-response`,
    { schema: { tags, consumes: multipart, response: record }, config: reading },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZDaHelperTarget, {
        attachments: READABLE,
        file: READABLE,
      });
      return s.registerResponse(callerOf(request), form, files);
    },
  );
  r.post(
    `${H}/feedback`,
    {
      schema: { tags, body: ZFeedback, response: { 200: ZFeedbackAnswer, ...errorResponses } },
      config: { access: supplier },
    },
    (request) => s.feedback(callerOf(request), request.body),
  );
  r.delete(
    `${H}/history-record-id/:id/page/:n/delete`,
    { schema: { tags, params: ZHistoryPageParams, response: record }, config: { access: helper } },
    (request) => s.deletePage(callerOf(request), request.params.id, request.params.n),
  );
  r.post(
    `${H}/history-record-id/:id/add-pages`,
    { schema: { tags, params: ZHistoryRecordParams, consumes: multipart, response: record }, config: reading },
    async (request) => {
      const { files } = await readMultipartForm(request, ZRecogniseForm, { attachments: READABLE, file: READABLE });
      return s.addPages(callerOf(request), request.params.id, files);
    },
  );
  r.patch(
    `${H}/history-record-id/:id/reset-original-pages`,
    { schema: { tags, params: ZHistoryRecordParams, response: record }, config: { access: helper } },
    (request) => s.resetOriginalPages(callerOf(request), request.params.id),
  );
  r.get(
    `${H}/evaluation/:id/get-cache`,
    {
      schema: { tags, params: ZEvaluationParams, response: { 200: ZEvaluationCache, ...errorResponses } },
      config: { access: evaluator },
    },
    (request) => s.evaluationCache(callerOf(request), request.params.id),
  );

  // The AI service: jobs started, polled, and the one synchronous text extraction.
  const A = AI_BASE;
  const aiTags = ['ai'];
  const job = { 200: ZAiJob, ...errorResponses };
  const start = (path: string, kind: AiJobKind, body: typeof ZAiFileRequest | typeof ZAiDaHelperRequest) =>
    r.post(`${A}/${path}`, { schema: { tags: aiTags, body, response: job }, config: { access: helper } }, (request) =>
      deps.ai.start(callerOf(request), kind, request.body),
    );
  start('da-helper-port', 'da-helper-port', ZAiDaHelperRequest);
  start('da-helper-husbandry', 'da-helper-husbandry', ZAiDaHelperRequest);
  start('document-recogniser', 'document-recogniser', ZAiFileRequest);
  start('pdf-text-extractor', 'pdf-text-extractor', ZAiFileRequest);
  const poller = (path: string, kinds: readonly AiJobKind[]) =>
    r.post(
      `${A}/${path}`,
      { schema: { tags: aiTags, body: ZAiPollRequest, response: job }, config: { access: helper } },
      (request) => deps.ai.poll(callerOf(request), request.body.jobId, kinds),
    );
  // results-poller answers the helper's and the text extractor's jobs; the recogniser has its own.
  poller('results-poller', ['da-helper-port', 'da-helper-husbandry', 'pdf-text-extractor']);
  poller('document-recogniser-results-poller', ['document-recogniser']);
  r.post(
    `${A}/pdf-text-extractor-sync`,
    {
      schema: { tags: aiTags, body: ZAiFileRequest, response: { 200: ZPdfText, ...errorResponses } },
      config: reading,
    },
    (request) => deps.ai.extractTextSync(callerOf(request), request.body),
  );
}
