import { messages } from '@portcall/contracts/messages';
import {
  ZAddCommentInput,
  ZAddEventInput,
  ZAddParametersInput,
  ZAddRemarkInput,
  ZDeleteEventInput,
  ZDeleteRemarkInput,
  ZEditEventInput,
  ZEditRemarkInput,
  ZSetRemarksNeededInput,
  ZSignInput,
  ZStatusInput,
} from '@portcall/contracts/statement-of-facts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql/index.js';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Authenticate } from '../../platform/http/access';
import { refuseUnstorableText } from '../../platform/http/input-guard';
import type { SofCommands } from './commands';
import type { SofDocuments } from './documents';
import { costLimitRule, depthLimitRule, isIntrospection } from './graphql-limits';
import { typeDefs } from './graphql-schema';
import { createPageCache, type PageTracker, requestKey } from './page-cache';
import type { Invitee, SofPrincipal } from './parties';
import type { SofReads } from './reads';
import type { SofSigning } from './signing';

interface Context {
  principal: SofPrincipal | null;
  log?: FastifyBaseLogger;
  /** Whether this execution's answer may be kept (page-cache.ts); absent outside the endpoint. */
  tracker?: PageTracker;
}

export interface SofGraphqlDeps {
  reads: SofReads;
  commands: SofCommands;
  signing: SofSigning;
  documents: SofDocuments;
  authenticate: Authenticate;
  authenticateInvitee(authorization: string | undefined): Promise<Invitee | null>;
  /** Production refuses introspection to anonymous callers. */
  isProduction: boolean;
  /** The browser origins the rest of the API allows (yoga would otherwise allow any). */
  corsOrigins: string[];
}

/** An AppError as a GraphQL error with the catalogue code, status and per-field messages. */
function toGraphqlError(error: unknown, log?: FastifyBaseLogger): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof AppError)
    return new GraphQLError(error.message, {
      extensions: { code: error.code, status: error.status, ...(error.fields ? { fields: error.fields } : {}) },
    });
  log?.error({ err: error }, 'unhandled error in a SOF GraphQL resolver');
  return new GraphQLError(messages.INTERNAL_ERROR, { extensions: { code: 'INTERNAL_ERROR', status: 500 } });
}

/** Who calls: a session (the same check as REST) or a link collaborator; anonymous is refused. */
function principalOf(context: Context): SofPrincipal {
  if (!context.principal)
    throw new GraphQLError(messages.UNAUTHORIZED, {
      extensions: { code: 'UNAUTHORIZED', status: 401, http: { status: 401 } },
    });
  return context.principal;
}

/** Input checked with the contract schema, its messages per field (the REST answer's `fields`). */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // Text the database cannot store (U+0000, lone surrogates) is refused before any schema, as on REST.
  refuseUnstorableText(value, 'input');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'input'] ??= issue.message;
  throw new AppError(400, 'VALIDATION_FAILED', fields);
}

type Args = Record<string, unknown> & { input?: unknown; portCallId?: number };
type Resolver = (principal: SofPrincipal, args: Args, context: Context) => Promise<unknown> | unknown;

/** Every resolver: the principal first (anonymous 401), errors as catalogue codes. */
const guarded = (resolve: Resolver) => async (_parent: unknown, args: Args, context: Context) => {
  if (context.tracker) context.tracker.roots++;
  try {
    return await resolve(principalOf(context), args, context);
  } catch (error) {
    if (context.tracker) context.tracker.failed = true;
    throw toGraphqlError(error, context.log);
  }
};

function resolvers(deps: SofGraphqlDeps) {
  const { reads, commands, signing, documents } = deps;
  const id = (args: Args) => args.portCallId as number;
  return {
    Query: {
      adminSof: guarded((p, a) => reads.adminSof(p, id(a))),
      parameterSummary: guarded((p, a) => reads.parameterSummary(p, id(a))),
      adminPortCalls: guarded((p, a) =>
        reads.adminPortCalls(p, Math.max(0, Number(a.page ?? 0)), Math.min(100, Math.max(1, Number(a.size ?? 10)))),
      ),
      sofStatuses: guarded((p, a) => reads.sofStatuses(p, (a.portCallIds as number[]).slice(0, 200))),
      sofsByPortCallIds: guarded((p, a, context) => {
        const portCallIds = (a.portCallIds as number[]).slice(0, 50);
        return reads.sofsByPortCallIds(p, portCallIds, (fingerprint) => {
          if (context.tracker) context.tracker.sofs = { portCallIds, fingerprint };
        });
      }),
      eventTemplates: guarded(() => reads.templates()),
      suggestedTemplates: guarded((p, a) => reads.suggestedTemplates(p, id(a))),
      eventComments: guarded((p, a) => reads.eventComments(p, id(a), a.eventId as number)),
      activityTimeline: guarded((p, a) => reads.activityTimeline(p, id(a))),
      suggestedRemarks: guarded((p, a) => reads.suggestedRemarks(p, id(a))),
      signingStatus: guarded((p, a) => signing.signingStatus(p, id(a))),
      signingUrl: guarded((p, a) => reads.signingUrl(p, id(a))),
      downloadList: guarded((p, a) => documents.downloadList(p, id(a))),
      portCallDetails: guarded((p, a) => reads.portCallDetails(p, id(a))),
    },
    Mutation: {
      addEvent: guarded((p, a) => commands.addEvent(p, parse(ZAddEventInput, a.input))),
      editEvent: guarded((p, a) => commands.editEvent(p, parse(ZEditEventInput, a.input))),
      deleteEvent: guarded((p, a) => {
        const input = parse(ZDeleteEventInput, a.input);
        return commands.deleteEvent(p, input.portCallId, input.version, input.eventId);
      }),
      addParameters: guarded((p, a) => {
        const input = parse(ZAddParametersInput, a.input);
        return commands.addParameters(p, input.portCallId, input.version, input.parameters);
      }),
      addEventComment: guarded((p, a) => {
        const input = parse(ZAddCommentInput, a.input);
        if (input.eventId == null) throw new AppError(400, 'VALIDATION_FAILED', { eventId: messages.REQUIRED });
        return commands.addComment(p, input);
      }),
      addSofComment: guarded((p, a) => commands.addComment(p, { ...parse(ZAddCommentInput, a.input), eventId: null })),
      addEventRemark: guarded((p, a) => {
        const input = parse(ZAddRemarkInput, a.input);
        if (input.eventId == null) throw new AppError(400, 'VALIDATION_FAILED', { eventId: messages.REQUIRED });
        return commands.addRemark(p, input);
      }),
      editEventRemark: guarded((p, a) => commands.editRemark(p, parse(ZEditRemarkInput, a.input), true)),
      deleteEventRemark: guarded((p, a) => commands.deleteRemark(p, parse(ZDeleteRemarkInput, a.input), true)),
      addGeneralRemark: guarded((p, a) => commands.addRemark(p, { ...parse(ZAddRemarkInput, a.input), eventId: null })),
      editGeneralRemark: guarded((p, a) => commands.editRemark(p, parse(ZEditRemarkInput, a.input), false)),
      deleteGeneralRemark: guarded((p, a) => commands.deleteRemark(p, parse(ZDeleteRemarkInput, a.input), false)),
      setRemarksNeeded: guarded((p, a) => {
        const input = parse(ZSetRemarksNeededInput, a.input);
        return commands.setRemarksNeeded(p, input.portCallId, input.version, input.noRemarksNeeded);
      }),
      requestSignatures: guarded((p, a) => {
        const input = parse(ZStatusInput, a.input);
        return signing.requestSignatures(p, input.portCallId, input.version);
      }),
      signSof: guarded((p, a) => signing.sign(p, parse(ZSignInput, a.input))),
      declineSof: guarded((p, a) => signing.sign(p, parse(ZSignInput, a.input), true)),
      lockSof: guarded((p, a) => {
        const input = parse(ZStatusInput, a.input);
        return signing.lock(p, input.portCallId, input.version, 'lock');
      }),
      submitSof: guarded((p, a) => {
        const input = parse(ZStatusInput, a.input);
        return signing.lock(p, input.portCallId, input.version, 'submit');
      }),
      hideSof: guarded((p, a) => {
        const input = parse(ZStatusInput, a.input);
        return signing.lock(p, input.portCallId, input.version, 'hide');
      }),
      unhideSof: guarded((p, a) => {
        const input = parse(ZStatusInput, a.input);
        return signing.lock(p, input.portCallId, input.version, 'unhide');
      }),
    },
  };
}

/**
 * Depth and cost limits on every operation; introspection only for signed-in callers (or link
 * collaborators) in production, so the schema is not handed to anyone who asks.
 */
function limits(isProduction: boolean): Plugin<Context> {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(depthLimitRule);
      addValidationRule(costLimitRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Context;
      if (isProduction && !context.principal && isIntrospection(args.document))
        setResultAndStopExecution({
          errors: [
            new GraphQLError(messages.SOF_INTROSPECTION_DISABLED, {
              extensions: { code: 'SOF_INTROSPECTION_DISABLED' },
            }),
          ],
        });
      return {
        // An answer with any error (a field's too) is never kept.
        onExecuteDone({ result }) {
          if (!context.tracker) return;
          if (Symbol.asyncIterator in result || result.errors?.length) context.tracker.failed = true;
        },
      };
    },
  };
}

/** The GraphQL endpoint under Fastify (graphql-yoga's Fastify integration). */
export function registerSofGraphql(app: FastifyInstance, deps: SofGraphqlDeps) {
  type ServerContext = {
    req: FastifyRequest;
    reply: FastifyReply;
    principal: SofPrincipal | null;
    tracker: PageTracker;
  };
  const answers = createPageCache();

  /** Who calls: a session (the same check as REST) or a link collaborator; null for anonymous. */
  async function principalFor(authorization: string | undefined): Promise<SofPrincipal | null> {
    if (!authorization) return null;
    const invitee = await deps.authenticateInvitee(authorization);
    if (invitee) return { invitee };
    const caller = await deps.authenticate(authorization);
    if (!caller || caller.status === 'PENDING_TERMS_AND_CONDITIONS') return null;
    return { caller };
  }

  /** A kept answer whose fingerprint, read again now, is unchanged (page-cache.ts); else undefined. */
  async function keptAnswer(principal: SofPrincipal, key: string) {
    const kept = answers.get(key);
    if (!kept) return undefined;
    try {
      if ((await deps.reads.sofsFingerprint(principal, kept.portCallIds)) === kept.fingerprint) return kept;
    } catch {
      // Refused now (an authority taken away...): GraphQL answers the refusal.
    }
    answers.delete(key);
    return undefined;
  }

  const yoga = createYoga<ServerContext, Context>({
    schema: createSchema<ServerContext & Context>({ typeDefs, resolvers: resolvers(deps) }),
    graphqlEndpoint: '/sof/graphql',
    cors: { origin: deps.corsOrigins, credentials: false, allowedHeaders: ['authorization', 'content-type'] },
    graphiql: !deps.isProduction,
    landingPage: false,
    logging: false,
    maskedErrors: {
      maskError: (error) => toGraphqlError((error as { originalError?: unknown }).originalError ?? error),
    },
    plugins: [limits(deps.isProduction)],
    context: ({ req, principal, tracker }): Context => ({ principal, log: req.log, tracker }),
  });
  app.route({
    url: '/sof/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // Access is decided per field inside (a session or an invitee token; anonymous: UNAUTHORIZED).
    config: { access: { public: true } },
    handler: async (req, reply) => {
      const principal = req.method === 'OPTIONS' ? null : await principalFor(req.headers.authorization);
      const key =
        principal && req.method === 'POST'
          ? requestKey(principal, req.body, { origin: req.headers.origin, accept: req.headers.accept })
          : null;
      const kept = key && principal ? await keptAnswer(principal, key) : undefined;
      if (kept) {
        for (const [name, value] of kept.headers) reply.header(name, value);
        reply.header('cache-control', 'no-store');
        return reply.status(200).send(kept.body);
      }
      const tracker: PageTracker = { roots: 0, failed: false };
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, principal, tracker });
      const headers: Array<[string, string]> = [];
      response.headers.forEach((value, name) => {
        headers.push([name, value]);
        reply.header(name, value);
      });
      reply.header('cache-control', 'no-store');
      reply.status(response.status);
      if (key && tracker.sofs && tracker.roots === 1 && !tracker.failed && response.status === 200) {
        const body = Buffer.from(await response.arrayBuffer());
        answers.set(key, { ...tracker.sofs, headers, body });
        return reply.send(body);
      }
      reply.send(response.body);
      return reply;
    },
  });
}
