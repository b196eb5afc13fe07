import { messages } from '@portcall/contracts/messages';
import {
  portTimeToInstant,
  type TAddEventInput,
  type TEditEventInput,
  type TParametersInput,
  type TRemarkCode,
} from '@portcall/contracts/statement-of-facts';
import type { Db } from '../../platform/db/client';
import { AppError, forbidden } from '../../platform/errors';
import {
  checkParameters,
  hasParameterErrors,
  mergeParameters,
  noParameterErrors,
  type ParameterErrors,
} from './parameters';
import type { SofPrincipal } from './parties';
import { implausibility } from './plausibility';
import type { SofRepo } from './repo';
import type { Reached, SofCore } from './service';
import { describeEvent, EVENT_WRITERS, findTemplate } from './templates';
import { parametersOf, type SofView } from './views';

/** The add-event (and add-parameters) answer of operations §5: the SOF, or the errors per field. */
export interface EventResult extends ParameterErrors {
  sof: SofView | null;
  eventId: number | null;
  eventError: string | null;
  eventPlaceHolderError: string | null;
  remarkError: string | null;
}

const refused = (errors: Partial<EventResult>): EventResult => ({
  ...noParameterErrors(),
  sof: null,
  eventId: null,
  eventError: null,
  eventPlaceHolderError: null,
  remarkError: null,
  ...errors,
});

/** Instants before 1900 or after 2200 are typos, not facts. */
function readInstant(text: string, zone: string | null): Date | null {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const date = hasOffset ? new Date(text) : portTimeToInstant(text, zone);
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2200 ? date : null;
}

/** Remarks need words; a protest needs them most. */
const remarkError = (text: string | undefined) => (text?.trim() ? null : messages.SOF_REMARK_INVALID);

const parametersColumns = (p: ReturnType<typeof parametersOf>) => ({
  cargoQuantityActual: p.cargoQuantityActual,
  cargoQuantityNominal: p.cargoQuantityNominal,
  inboundTugsOrdered: p.inboundTugsOrdered,
  inboundTugsUsed: p.inboundTugsUsed,
  inboundTugsDetails: p.inboundTugsDetails,
  outboundTugsOrdered: p.outboundTugsOrdered,
  outboundTugsUsed: p.outboundTugsUsed,
  outboundTugsDetails: p.outboundTugsDetails,
  pilotsIn: p.pilotsIn,
  pilotsOut: p.pilotsOut,
});

/**
 * The SOF's changes (operations §7 mutations): events, parameters, remarks, comments and the
 * remark-needed flag. Every change of the signed content goes through `core.change`, which checks
 * the version and status, invalidates signatures and bumps the version; each writes its timeline
 * action (ADD, EDIT, DELETE, COMMENT, EVENT_REMARK_ADDITION).
 */
export function createSofCommands(deps: { db: Db; repo: SofRepo; core: SofCore; clock: () => Date }) {
  const { db, repo, core, clock } = deps;

  const author = (r: Reached) => ({ involvement: r.actor.involvement, actorId: r.actor.actorId });
  const eventsOf = async (r: Reached, tx: Db) => (await repo.eventsOf([r.sof.id], tx)).get(r.sof.id) ?? [];

  /** The checks of an add-event that answer in the result rather than as an error (operations §5). */
  function checkEvent(input: TAddEventInput, reached: Reached) {
    const template = findTemplate(input.templateCode);
    if (!template) return { errors: refused({ eventError: messages.SOF_EVENT_TEMPLATE_UNKNOWN }) };
    if (!EVENT_WRITERS.includes(reached.actor.involvement))
      return { errors: refused({ eventError: messages.SOF_EVENT_NOT_ALLOWED }) };
    const timestamp = readInstant(input.timestamp, reached.portCall.port.timezoneId);
    if (!timestamp) return { errors: refused({ eventError: messages.SOF_EVENT_TIMESTAMP_INVALID }) };
    if (template.placeholder && !input.placeholder?.trim())
      return { errors: refused({ eventPlaceHolderError: messages.SOF_EVENT_PLACEHOLDER_REQUIRED }) };
    if (input.remark && remarkError(input.remark.text))
      return { errors: refused({ remarkError: messages.SOF_REMARK_INVALID }) };
    const merged = mergeParameters(parametersOf(reached.sof), input.parameters ?? undefined);
    const parameterErrors = checkParameters(merged);
    if (hasParameterErrors(parameterErrors)) return { errors: refused(parameterErrors) };
    return { template, timestamp, merged };
  }

  /** addEvent: an event from a template, with its remark and parameters, or the §5 errors. */
  async function addEvent(principal: SofPrincipal, input: TAddEventInput): Promise<EventResult> {
    let errors: EventResult | null = null;
    let eventId: number | null = null;
    try {
      const { reached } = await core.change(principal, 'addEvent', input.portCallId, input.version, async (r, tx) => {
        const checked = checkEvent(input, r);
        if ('errors' in checked) {
          errors = checked.errors as EventResult;
          throw new ResultRefusal();
        }
        const now = clock();
        const description = describeEvent(checked.template, input.placeholder);
        const candidate = { id: null, templateCode: checked.template.code, description, timestamp: checked.timestamp };
        const implausible = implausibility(candidate, await eventsOf(r, tx), r.portCall);
        if (implausible) {
          errors = refused({ eventError: implausible.text });
          throw new ResultRefusal();
        }
        const event = await repo.insertEvent(
          {
            sofId: r.sof.id,
            templateCode: checked.template.code,
            description,
            placeholder: input.placeholder?.trim() || null,
            timestamp: checked.timestamp,
            creator: r.actorName,
            createdAt: now,
            updatedAt: now,
            ...author(r),
          },
          tx,
        );
        eventId = event.id;
        if (input.parameters) await repo.update(r.sof.id, parametersColumns(checked.merged), tx);
        await core.record(tx, r, 'ADD', description, event.id);
        if (input.remark) {
          await repo.insertRemark(
            {
              sofId: r.sof.id,
              eventId: event.id,
              code: input.remark.code,
              text: input.remark.text.trim(),
              actorName: r.actorName,
              createdAt: now,
              ...author(r),
            },
            tx,
          );
          await core.record(tx, r, 'EVENT_REMARK_ADDITION', input.remark.text.trim(), event.id);
        }
      });
      return { ...refused({}), sof: await core.view(principal, reached), eventId };
    } catch (error) {
      if (error instanceof ResultRefusal && errors) return errors;
      throw error;
    }
  }

  /** addParameters: tugs, pilots and cargo quantities, or their per-field errors. */
  async function addParameters(principal: SofPrincipal, portCallId: number, version: number, input: TParametersInput) {
    let errors: EventResult | null = null;
    try {
      const { reached } = await core.change(principal, 'parameters', portCallId, version, async (r, tx) => {
        const merged = mergeParameters(parametersOf(r.sof), input);
        const found = checkParameters(merged);
        if (hasParameterErrors(found)) {
          errors = refused(found);
          throw new ResultRefusal();
        }
        await repo.update(r.sof.id, parametersColumns(merged), tx);
        await core.record(tx, r, 'EDIT', 'Parameters');
      });
      return { ...refused({}), sof: await core.view(principal, reached) };
    } catch (error) {
      if (error instanceof ResultRefusal && errors) return errors;
      throw error;
    }
  }

  /** The agent's editors change any event; the master only the ones it wrote. */
  async function editableEvent(r: Reached, eventId: number, tx: Db) {
    const event = await repo.findEvent(r.sof.id, eventId, tx);
    if (!event) throw new AppError(404, 'SOF_EVENT_NOT_FOUND');
    const isOwn = event.actorId === r.actor.actorId;
    if (r.actor.side !== 'AGENT' && !isOwn) throw forbidden();
    return event;
  }

  async function editEvent(principal: SofPrincipal, input: TEditEventInput) {
    const { reached } = await core.change(principal, 'addEvent', input.portCallId, input.version, async (r, tx) => {
      const event = await editableEvent(r, input.eventId, tx);
      const template = findTemplate(event.templateCode);
      const timestamp =
        input.timestamp === undefined ? event.timestamp : readInstant(input.timestamp, r.portCall.port.timezoneId);
      if (!timestamp)
        throw new AppError(400, 'SOF_EVENT_TIMESTAMP_INVALID', { timestamp: messages.SOF_EVENT_TIMESTAMP_INVALID });
      const placeholder = input.placeholder === undefined ? event.placeholder : input.placeholder?.trim() || null;
      if (template?.placeholder && !placeholder)
        throw new AppError(400, 'SOF_EVENT_PLACEHOLDER_REQUIRED', {
          placeholder: messages.SOF_EVENT_PLACEHOLDER_REQUIRED,
        });
      const description = template ? describeEvent(template, placeholder) : event.description;
      const moved = { id: event.id, templateCode: event.templateCode, description, timestamp };
      const implausible = implausibility(moved, await eventsOf(r, tx), r.portCall);
      if (implausible) throw new AppError(400, implausible.code, { timestamp: implausible.text }, implausible.params);
      await repo.updateEvent(event.id, { timestamp, placeholder, description, updatedAt: clock() }, tx);
      await core.record(tx, r, 'EDIT', `${description} at ${timestamp.toISOString()}`, event.id);
    });
    return core.view(principal, reached);
  }

  async function deleteEvent(principal: SofPrincipal, portCallId: number, version: number, eventId: number) {
    const { reached } = await core.change(principal, 'addEvent', portCallId, version, async (r, tx) => {
      const event = await editableEvent(r, eventId, tx);
      await repo.deleteEvent(event.id, tx);
      await core.record(tx, r, 'DELETE', event.description, event.id);
    });
    return core.view(principal, reached);
  }

  /** A remark on an event or a general one (eventId null); a remark is part of what is signed. */
  async function addRemark(
    principal: SofPrincipal,
    input: { portCallId: number; version: number; eventId?: number | null; code: TRemarkCode; text: string },
  ) {
    if (remarkError(input.text)) throw new AppError(400, 'SOF_REMARK_INVALID', { text: messages.SOF_REMARK_INVALID });
    const { reached } = await core.change(principal, 'remark', input.portCallId, input.version, async (r, tx) => {
      if (input.eventId != null && !(await repo.findEvent(r.sof.id, input.eventId, tx)))
        throw new AppError(404, 'SOF_EVENT_NOT_FOUND');
      await repo.insertRemark(
        {
          sofId: r.sof.id,
          eventId: input.eventId ?? null,
          code: input.code,
          text: input.text.trim(),
          actorName: r.actorName,
          createdAt: clock(),
          ...author(r),
        },
        tx,
      );
      await core.record(
        tx,
        r,
        input.eventId != null ? 'EVENT_REMARK_ADDITION' : 'ADD',
        input.text.trim(),
        input.eventId ?? null,
      );
    });
    return core.view(principal, reached);
  }

  /** Only the remark's author changes or withdraws it: a remark speaks for its party. */
  async function ownRemark(r: Reached, remarkId: number, tx: Db, isEventRemark: boolean) {
    const remark = await repo.findRemark(r.sof.id, remarkId, tx);
    if (!remark || (remark.eventId !== null) !== isEventRemark) throw new AppError(404, 'SOF_REMARK_NOT_FOUND');
    if (remark.actorId !== r.actor.actorId) throw forbidden();
    return remark;
  }

  async function editRemark(
    principal: SofPrincipal,
    input: { portCallId: number; version: number; remarkId: number; code?: TRemarkCode; text?: string },
    isEventRemark: boolean,
  ) {
    if (input.text !== undefined && remarkError(input.text))
      throw new AppError(400, 'SOF_REMARK_INVALID', { text: messages.SOF_REMARK_INVALID });
    const { reached } = await core.change(principal, 'remark', input.portCallId, input.version, async (r, tx) => {
      const remark = await ownRemark(r, input.remarkId, tx, isEventRemark);
      await repo.updateRemark(
        remark.id,
        { code: input.code ?? remark.code, text: input.text?.trim() ?? remark.text },
        tx,
      );
      await core.record(tx, r, 'EDIT', `Remark: ${input.text?.trim() ?? remark.text}`, remark.eventId);
    });
    return core.view(principal, reached);
  }

  async function deleteRemark(
    principal: SofPrincipal,
    input: { portCallId: number; version: number; remarkId: number },
    isEventRemark: boolean,
  ) {
    const { reached } = await core.change(principal, 'remark', input.portCallId, input.version, async (r, tx) => {
      const remark = await ownRemark(r, input.remarkId, tx, isEventRemark);
      await repo.deleteRemark(remark.id, tx);
      await core.record(tx, r, 'DELETE', `Remark: ${remark.text}`, remark.eventId);
    });
    return core.view(principal, reached);
  }

  /** operations §4: the remark-needed flag (noRemarksNeeded) is part of what the parties sign. */
  async function setRemarksNeeded(
    principal: SofPrincipal,
    portCallId: number,
    version: number,
    noRemarksNeeded: boolean,
  ) {
    const { reached } = await core.change(principal, 'setRemarksNeeded', portCallId, version, async (r, tx) => {
      await repo.update(r.sof.id, { noRemarksNeeded }, tx);
      await core.record(tx, r, 'EDIT', noRemarksNeeded ? 'No remarks needed' : 'Remarks needed');
    });
    return core.view(principal, reached);
  }

  /**
   * A comment on the SOF or an event: talk, not facts, so it never invalidates a signature and is
   * allowed in every status; no version needed (comments only add).
   */
  async function addComment(
    principal: SofPrincipal,
    input: { portCallId: number; eventId?: number | null; commentText: string },
  ) {
    return db.transaction(async (tx) => {
      const r = await core.reach(principal, 'comment', input.portCallId, tx);
      if (input.eventId != null && !(await repo.findEvent(r.sof.id, input.eventId, tx)))
        throw new AppError(404, 'SOF_EVENT_NOT_FOUND');
      await repo.insertComment(
        {
          sofId: r.sof.id,
          eventId: input.eventId ?? null,
          text: input.commentText,
          actorId: r.actor.actorId,
          actorName: r.actorName,
          createdAt: clock(),
        },
        tx,
      );
      await core.record(tx, r, 'COMMENT', input.commentText, input.eventId ?? null);
      return core.view(principal, r, tx);
    });
  }

  return {
    addEvent,
    editEvent,
    deleteEvent,
    addParameters,
    addRemark,
    editRemark,
    deleteRemark,
    setRemarksNeeded,
    addComment,
  };
}
export type SofCommands = ReturnType<typeof createSofCommands>;

/** Rolls back a change whose answer is a result with errors rather than an error. */
class ResultRefusal extends Error {}
