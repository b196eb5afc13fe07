import { ZNoQuery } from '@portcall/contracts/settings';
import {
  translationHeaders,
  ZTranslateAttachmentParams,
  ZTranslatorFeedback,
  ZTranslatorFeedbackAnswer,
} from '@portcall/contracts/translation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { TranslationService } from './service';

const tags = ['translation'];
const S = '/da-app/secured';

/** Buyers who may view the DA (the evaluation's attachments). */
const BUYER_DA_VIEW: Access = {
  profileTypes: ['BUYER'],
  product: 'DA_TOOL',
  anyAuthority: ['DA_VIEW', 'DA_EVALUATION_VIEW'],
};

/** operations §7 "Document helper and translation": the translator's two calls. */
export async function translationRoutes(app: FastifyInstance, deps: { translation: TranslationService }) {
  const r = api(app);
  r.get(
    `${S}/download/evaluation/:id/expense/:expenseId/attachment/:fileId/translate`,
    {
      schema: {
        tags,
        params: ZTranslateAttachmentParams,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('the translated text, page by page (text/plain)'), ...errorResponses },
      },
      config: { access: BUYER_DA_VIEW },
    },
    async (request, reply) => {
      const answer = await deps.translation.translateAttachment(callerOf(request), request.params, String(request.id));
      const name = `${answer.filename.replace(/\.[^.]*$/, '')}.en.txt`.replace(/[^\w.-]+/g, '_');
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `inline; filename="${name}"`)
        .header(translationHeaders.language, answer.language.code)
        .header(translationHeaders.languageName, answer.language.name)
        .header(translationHeaders.pageCount, String(answer.pageCount))
        .header('access-control-expose-headers', Object.values(translationHeaders).join(', '))
        .send(answer.text);
    },
  );
  r.post(
    `${S}/formula/document/translator/feedback`,
    {
      schema: { tags, body: ZTranslatorFeedback, response: { 200: ZTranslatorFeedbackAnswer, ...errorResponses } },
      config: { access: BUYER_DA_VIEW },
    },
    (request) => deps.translation.feedback(callerOf(request), request.body),
  );
}
