import { decide, type PolicyEntity, type TPolicyAction } from '@portcall/contracts/policy';
import { AppError } from '../errors';
import type { Caller } from './access';

/**
 * Refuses what the policy table (packages/contracts/src/policy.ts) does not allow this caller on
 * this row, with the table's code and status: the same answer the web shows beside the disabled
 * action. Services call it with the row's facts once they hold the row.
 */
export function requireAllowed(action: TPolicyAction, caller: Caller, entity?: PolicyEntity): void {
  const decision = decide(action, caller, entity);
  if (!decision.allowed) throw new AppError(decision.status, decision.code, undefined, decision.params);
}
