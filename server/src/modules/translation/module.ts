import type { FastifyInstance } from 'fastify';
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
