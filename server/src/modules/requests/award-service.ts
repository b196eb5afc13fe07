import type { TAwardAnswer } from '@portcall/contracts/requests';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import type { RequestsContext, RequestsCore } from './core';

const EDIT = 'DA_REQUESTS_EDIT' as const;

/**
 * POST request-case/{id}/award: the buyer awards one quote, and the whole outcome is one command
 * in one transaction (docs/decisions.md "Award a quote"): the port call (made from the case's
 * vessel and port when it has none, else the agent added to it), the agent's appointment (its
 * DRAFT there, or a new one) sent, every other live request ended with its agent told it was not
 * chosen, the awarded agent told, the quote's priced lines made the agent's PDA draft, and the
 * case CLOSED with the award. Any refusal on the way (another appointment of the agent there, a
 * DA draft already there, rights the buyer lacks) answers and writes nothing; the notifications
 * go out only once it has committed. The case row is locked first, so two awards cannot both win.
 */
export function createAwardService(ctx: RequestsContext, core: RequestsCore) {
  const { repo, read } = ctx;

  async function award(caller: Caller, id: number, requestId: number): Promise<TAwardAnswer> {
    const done = await core.change(async (tx, outbox) => {
      const requestCase = await core.reachCase(caller, EDIT, id, tx, true);
      requireAllowed('REQUEST_CASE_AWARD', caller, { state: requestCase.status });
      const request = await repo.findRequest(requestId, tx, true);
      if (!request || request.requestCaseId !== id) throw notFound();
      if (request.status !== 'QUOTED')
        throw new AppError(409, 'REQUEST_ACTION_NOT_ALLOWED', undefined, { action: 'awarded', status: request.status });
      const agentId = request.agentCompanyId;

      let portCallId = requestCase.portCallId;
      if (portCallId === null)
        portCallId = await ctx.award.openPortCall(
          caller,
          {
            vesselId: requestCase.vesselId,
            portId: requestCase.portId,
            eta: requestCase.eta,
            activities: requestCase.activities,
            agentId,
          },
          tx,
        );
      else await ctx.award.addAgent(caller, portCallId, agentId, tx);
      const appointment = await ctx.award.appoint(caller, { portCallId, agentId, requestCaseId: id }, { tx, outbox });

      await core.endRequests(caller, requestCase, tx, outbox, request.id, 'NOTIFY_REQUEST_CLOSED');
      const { title } = await core.titleOf(requestCase, tx);
      const buyer = (await read.companyNames([requestCase.companyId], tx)).get(requestCase.companyId) ?? '';
      await core.tellAgent(outbox, tx, request, 'NOTIFY_REQUEST_AWARDED', { buyer, title });

      // Last: the quote's priced lines, in the quote's currency, become the agent's PDA draft.
      const [expenses, lines] = await Promise.all([repo.expensesOf(id, tx), repo.linesOf([request.id], tx)]);
      const priced = expenses.flatMap((e) => {
        const amount = lines.find((l) => l.expenseId === e.id)?.amount ?? null;
        return amount === null
          ? []
          : [{ section: e.section, catalogueItemId: e.catalogueItemId, name: e.name, amount }];
      });
      const proformaId = await ctx.award.draftProforma(
        caller,
        { appointmentId: appointment.id, currency: request.currency ?? requestCase.currency, lines: priced },
        tx,
      );

      const closed = await repo.updateCase(
        id,
        { status: 'CLOSED', portCallId, appointmentId: appointment.id, awardedRequestId: request.id },
        tx,
      );
      await core.audit(
        tx,
        caller,
        'request_case',
        id,
        'AWARD',
        { status: requestCase.status, portCallId: requestCase.portCallId },
        { status: 'CLOSED', portCallId, appointmentId: appointment.id, requestId: request.id, proformaId },
      );
      return { appointmentId: appointment.id, portCallId, proformaId, closed };
    });
    const { closed, ...made } = done;
    return { ...made, requestCase: await core.toCase(closed) };
  }

  return { award };
}
export type AwardService = ReturnType<typeof createAwardService>;
