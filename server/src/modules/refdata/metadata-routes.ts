import { ZId } from '@portcall/contracts/fields';
import {
  ZMetadataHistoryItem,
  ZMetadataList,
  ZMetadataListRequest,
  ZMetadataRow,
  ZMetadataSave,
} from '@portcall/contracts/metadata';
import { ZPaged } from '@portcall/contracts/paging';
import { ZNoQuery } from '@portcall/contracts/refdata';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { MetadataService } from './metadata';
import { findMetadataHistory } from './metadata-read-model';

const M = '/da-app/secured/admin/metadata';
const tags = ['admin', 'refdata'];
const METADATA: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_METADATA' };
const listParams = z.strictObject({ list: ZMetadataList });
const rowParams = z.strictObject({ list: ZMetadataList, id: ZId });
const reply = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });

/** Admin console, Metadata (ADMIN_METADATA): the reference lists' rows, their edits and history. */
export async function metadataRoutes(app: FastifyInstance, deps: { db: Db; metadata: MetadataService }) {
  const r = api(app);
  r.post(
    `${M}/:list`,
    {
      schema: { tags, params: listParams, body: ZMetadataListRequest, response: reply(ZPaged(ZMetadataRow)) },
      config: { access: METADATA },
    },
    (request) => deps.metadata.listRows(request.params.list, request.body),
  );
  r.post(
    `${M}/:list/save`,
    {
      schema: { tags, params: listParams, body: ZMetadataSave, response: reply(ZMetadataRow) },
      config: { access: METADATA },
    },
    (request) => deps.metadata.saveRow(callerOf(request), request.params.list, request.body),
  );
  r.delete(
    `${M}/:list/:id`,
    {
      schema: { tags, params: rowParams, response: { 204: z.null(), ...errorResponses } },
      config: { access: METADATA },
    },
    async (request, replyTo) => {
      await deps.metadata.deleteRow(callerOf(request), request.params.list, request.params.id);
      return replyTo.status(204).send(null);
    },
  );
  r.get(
    `${M}/:list/:id/history`,
    {
      schema: { tags, params: rowParams, querystring: ZNoQuery, response: reply(z.array(ZMetadataHistoryItem)) },
      config: { access: METADATA },
    },
    async (request) => {
      await deps.metadata.requireRow(request.params.list, request.params.id);
      return findMetadataHistory(deps.db, request.params.list, request.params.id);
    },
  );
}
