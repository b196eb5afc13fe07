import type { FastifyInstance } from 'fastify';
import { readDocument } from '../../platform/documents/read';
import { defineModule } from '../../platform/modules/manifest';
import { createTranslator } from '../../platform/translation/config';
import { createTranslationRepo } from './repo';
import { translationRoutes } from './routes';
import { createTranslationService } from './service';

/**
 * Translation of the agents' attachments into English for the buyer's evaluation (issue 27): the
 * file comes from the evaluations module's public read, the text from the document reader, the
 * translation from the configured provider. Routes only; nothing else reads it.
 */
export function createTranslationModule(deps: Omit<Parameters<typeof createTranslationService>[0], 'repo'>) {
  const translation = createTranslationService({ ...deps, repo: createTranslationRepo(deps.db) });
  return { routes: (app: FastifyInstance) => translationRoutes(app, { translation }) };
}
export type TranslationModule = ReturnType<typeof createTranslationModule>;

export const manifest = defineModule({
  name: 'translation',
  summary: "translation of an expense's attachment (the provider from the environment)",
  needs: ['evaluations'],
  build: ({ db, clock, config }, { evaluations }) =>
    createTranslationModule({
      db,
      clock,
      attachment: evaluations.expenseAttachment,
      readDocument,
      translator: createTranslator(config.translation),
    }),
});
