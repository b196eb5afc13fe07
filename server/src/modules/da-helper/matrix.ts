import path from 'node:path';
import { DA_HELPER_BUCKET } from '@portcall/contracts/da-helper';
import { createFileStorage } from '../../platform/files/storage';
import { renderPdf } from '../../platform/pdf';
import { defineMatrix, onlyBuyerA, statusFor } from '../../test/role-matrix';
import { acceptedAppointment, catalogue, submittedProforma } from '../proformas/scenario';
import { daHelperAiJobs, daHelperPages, daHelperRecords } from './db';
import { AI_BASE as A, DA_HELPER_BASE as H } from './routes';

/**
 * Agents and vendors use the helper on their DAs, buyers on their evaluations; administrators never
 * (403). A record or job belongs to the company that made it: the agent's answers 404 to everyone
 * else. Multipart routes get a JSON body without a file: 400 once access is granted.
 */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const at = await acceptedAppointment(t, actors.buyerA, actors.agent);
    const proforma = await submittedProforma(t, actors.agent, at);
    const items = await catalogue(t);
    const pdf = await renderPdf({ content: ['PROFORMA DA', 'Port dues 1,000.50', 'Total EUR 1,000.50'] });
    const stored = await createFileStorage(path.join(t.dataDir, 'files')).save(pdf, 'da.pdf');
    const db = t.database.db;
    const [record] = await db
      .insert(daHelperRecords)
      .values({
        companyId: actors.agent.companyId,
        profileId: actors.agent.profileId,
        kind: 'PROFORMA',
        appointmentId: at.appointmentId,
        fileName: stored.name,
        fileKey: stored.id,
        header: {
          currency: null,
          dates: [],
          vessel: null,
          port: null,
          voyage: null,
          totals: { printed: null, sumOfLines: '0', difference: null },
        },
        createdAt: new Date(),
      })
      .returning({ id: daHelperRecords.id });
    const recordId = record?.id ?? 0;
    const page = {
      recordId,
      origin: 'ORIGINAL' as const,
      fileKey: stored.id,
      fileName: stored.name,
      source: 'TEXT_LAYER' as const,
      lines: [],
    };
    await db.insert(daHelperPages).values([
      { ...page, filePage: 1 },
      { ...page, filePage: 2 },
    ]);
    const job = async (kind: (typeof daHelperAiJobs.$inferInsert)['kind']) => {
      const [row] = await db
        .insert(daHelperAiJobs)
        .values({
          companyId: actors.agent.companyId,
          profileId: actors.agent.profileId,
          kind,
          state: 'DONE',
          request: { bucket: DA_HELPER_BUCKET, fileKey: stored.id },
          result: { pageCount: 1, pages: [] },
          createdAt: new Date(),
        })
        .returning({ id: daHelperAiJobs.id });
      return row?.id ?? 0;
    };
    return {
      recordId,
      fileKey: stored.id,
      evaluationId: proforma.evaluationId ?? 0,
      itemId: items.PORT_DUES,
      textJobId: await job('pdf-text-extractor'),
      recogniserJobId: await job('document-recogniser'),
    };
  },
  rows: ({ recordId, fileKey, evaluationId, itemId, textJobId, recogniserJobId }) => {
    const ownFile = { bucket: DA_HELPER_BUCKET, fileKey };
    // The agent's own record or job: 404 to every other company, 403 to administrators.
    const agentOwn = (status: number) => statusFor(404, 404, status, 404, 403);
    return [
      { route: `POST ${H}/recognise`, body: {}, expect: statusFor(400, 400, 400, 400, 403) },
      {
        route: `POST ${H}/register-response`,
        body: { appointmentId: 1 },
        expect: statusFor(400, 400, 400, 400, 403),
      },
      {
        route: `POST ${H}/feedback`,
        body: { corrections: [{ description: 'Light dues', catalogueItemId: itemId }] },
        expect: statusFor(403, 403, 200, 200, 403),
      },
      {
        route: `DELETE ${H}/history-record-id/:id/page/:n/delete`,
        url: `${H}/history-record-id/${recordId}/page/2/delete`,
        expect: agentOwn(200),
      },
      {
        route: `POST ${H}/history-record-id/:id/add-pages`,
        url: `${H}/history-record-id/${recordId}/add-pages`,
        body: {},
        expect: agentOwn(400),
      },
      {
        route: `PATCH ${H}/history-record-id/:id/reset-original-pages`,
        url: `${H}/history-record-id/${recordId}/reset-original-pages`,
        expect: agentOwn(200),
      },
      {
        route: `GET ${H}/evaluation/:id/get-cache`,
        url: `${H}/evaluation/${evaluationId}/get-cache`,
        expect: onlyBuyerA(200),
      },
      { route: `POST ${A}/da-helper-port`, body: { ...ownFile, daExpenses: [] }, expect: agentOwn(200) },
      { route: `POST ${A}/da-helper-husbandry`, body: { ...ownFile, daExpenses: [] }, expect: agentOwn(200) },
      { route: `POST ${A}/document-recogniser`, body: ownFile, expect: agentOwn(200) },
      { route: `POST ${A}/pdf-text-extractor`, body: ownFile, expect: agentOwn(200) },
      { route: `POST ${A}/results-poller`, body: { jobId: textJobId }, expect: agentOwn(200) },
      {
        route: `POST ${A}/document-recogniser-results-poller`,
        body: { jobId: recogniserJobId },
        expect: agentOwn(200),
      },
      { route: `POST ${A}/pdf-text-extractor-sync`, body: ownFile, expect: agentOwn(200) },
    ];
  },
});
