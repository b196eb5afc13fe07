import { messages } from '@portcall/contracts/messages';
import { EXPENSE_SECTIONS, type TExpenseSection, type TSelections } from '@portcall/contracts/requests';

/**
 * The submit rules of a request case (operations §5), checked on the step that sets each field.
 * The draft saves without them, so without these checks the buyer learnt only at "Send to agents"
 * that an earlier step was incomplete. Field -> catalogue message; empty when the step is complete.
 */
export function expensesStepProblems(activityIds: readonly string[], selections: TSelections): Record<string, string> {
  const problems: Record<string, string> = {};
  if (activityIds.length === 0) problems.activities = messages.ACTIVITY_REQUIRED;
  const isChosen = (s: TExpenseSection) => selections[s].isAll || selections[s].ids.length > 0;
  if (!EXPENSE_SECTIONS.some(isChosen)) problems.selections = messages.REQUEST_MISSING_EXPENSE_TYPE;
  else if (!isChosen('HUSBANDRY_EXPENSES')) problems.HUSBANDRY_EXPENSES = messages.REQUEST_MISSING_HUSBANDRY_EXPENSE;
  return problems;
}

/** The agents step's part of the same rules. */
export function agentsStepProblems(agentIds: readonly number[], emails: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (agentIds.length === 0) problems.agentIds = messages.AGENT_REQUIRED;
  if (emails.length === 0) problems.emails = messages.REQUEST_MISSING_EMAIL;
  return problems;
}
