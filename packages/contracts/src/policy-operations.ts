import type { TAuthority } from './access-rules';
import type { MessageCode } from './messages';
import type { ActionPolicy } from './policy';

/**
 * The policy table's rows for the operations people are offered outside the DA's evaluation
 * (issue 42 item 3): an appointment's life, a supplier's DA submission, requests for quotation and
 * the bank-account review, the buyer's port log, claims and the signed-in parties of the statement
 * of facts (its link invitees are no profiles: statement-of-facts/parties.ts keeps their lists). policy.ts merges them into the one table; the states and codes are the
 * ones each module's state machine answers (appointments/state-machine.ts, requests/state-machine.ts),
 * which a server test compares state by state.
 */
export const operationsActions = [
  'APPOINTMENT_APPOINT',
  'APPOINTMENT_ACCEPT',
  'APPOINTMENT_DECLINE',
  'APPOINTMENT_CANCEL',
  'APPOINTMENT_REVERT_CANCELLED',
  'APPOINTMENT_SEND_AGAIN',
  'APPOINTMENT_CLOSE',
  'APPOINTMENT_DELETE',
  'APPOINTMENT_AMEND_VOYAGE',
  'APPOINTMENT_REMIND',
  'PROFORMA_SUBMIT',
  'REQUEST_CASE_SEND',
  'REQUEST_QUOTE',
  'REQUEST_DECLINE',
  'REQUEST_CASE_AWARD',
  'BANK_ACCOUNT_APPROVE',
  'BANK_ACCOUNT_VERBAL_VERIFY',
  'PORT_LOG_EDIT',
  'PORT_LOG_CANCEL',
  'PORT_LOG_SUBMIT',
  'CLAIM_EDIT',
  'SOF_VIEW',
  'SOF_COMMENT',
  'SOF_EDIT',
  'SOF_WRITE_EVENTS',
  'SOF_SIGN',
  'SOF_INVITE',
  'SOF_DCSA_EXPORT',
  'SOF_DCSA_IMPORT',
  'SOF_DCSA_DECIDE',
] as const;
export type TOperationsAction = (typeof operationsActions)[number];

/** A buyer of the DA tool holding the authority (or one of several): the table's one such helper. */
export const buyerDa = (authority: TAuthority | readonly TAuthority[], denied: MessageCode) => ({
  profileTypes: ['BUYER'] as const,
  product: 'DA_TOOL' as const,
  authority,
  denied,
});
/** The agent or vendor an appointment (or a request) is addressed to, in its DA tool. */
const supplierDa = (denied: MessageCode) => ({
  profileTypes: ['AGENT', 'VENDOR'] as const,
  product: 'DA_TOOL' as const,
  authority: 'DA_VIEW' as const,
  denied,
});
const sofExchange = (authority: TAuthority) => ({ product: 'SOF_EXCHANGE' as const, authority });
const appointmentStates = (refused: MessageCode, ...allowed: string[]) => ({
  allowed,
  refused,
  // Only APPOINTMENT_ACTION_NOT_ALLOWED names the state; the other refusals are whole sentences.
  ...(refused === 'APPOINTMENT_ACTION_NOT_ALLOWED' ? { param: 'state' as const } : {}),
});
const NOT_ALLOWED = 'APPOINTMENT_ACTION_NOT_ALLOWED' as const;
/** A request for quotation the agent still owes an answer (requests/state-machine.ts OPEN). */
const requestOpen = (action: string) => ({
  allowed: ['SENT', 'SEEN', 'RENEGOTIATE'],
  refused: 'REQUEST_ACTION_NOT_ALLOWED' as const,
  param: 'status' as const,
  params: { action },
});

export const operationsTable: Record<TOperationsAction, ActionPolicy> = {
  APPOINTMENT_APPOINT: {
    ...buyerDa('DA_APPOINTMENT_CREATE', 'REASON_NO_APPOINTMENT_CREATE_RIGHT'),
    states: appointmentStates(NOT_ALLOWED, 'DRAFT'),
  },
  APPOINTMENT_ACCEPT: {
    ...supplierDa('REASON_NOT_THE_APPOINTED_SUPPLIER'),
    states: appointmentStates(NOT_ALLOWED, 'APPOINTED'),
  },
  APPOINTMENT_DECLINE: {
    ...supplierDa('REASON_NOT_THE_APPOINTED_SUPPLIER'),
    states: appointmentStates('CANCEL_AND_REJECT_FAILED', 'APPOINTED'),
  },
  APPOINTMENT_CANCEL: {
    ...buyerDa('DA_APPOINTMENT_CANCEL', 'REASON_NO_APPOINTMENT_CANCEL_RIGHT'),
    states: appointmentStates('CANCEL_AND_REJECT_FAILED', 'APPOINTED', 'ACCEPTED', 'REJECTED'),
  },
  APPOINTMENT_REVERT_CANCELLED: {
    ...buyerDa('DA_APPOINTMENT_CANCEL', 'REASON_NO_APPOINTMENT_CANCEL_RIGHT'),
    states: appointmentStates(NOT_ALLOWED, 'CANCELLED'),
  },
  APPOINTMENT_SEND_AGAIN: {
    ...buyerDa('DA_APPOINTMENT_EDIT', 'REASON_NO_APPOINTMENT_EDIT_RIGHT'),
    states: appointmentStates(NOT_ALLOWED, 'REJECTED'),
  },
  APPOINTMENT_CLOSE: {
    ...buyerDa(['DA_APPOINTMENT_CLOSE', 'CLOSE_APPOINTMENT'], 'REASON_NO_APPOINTMENT_CLOSE_RIGHT'),
    states: appointmentStates(NOT_ALLOWED, 'ACCEPTED'),
  },
  APPOINTMENT_DELETE: {
    ...buyerDa('DA_APPOINTMENT_EDIT', 'REASON_NO_APPOINTMENT_EDIT_RIGHT'),
    states: appointmentStates('ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED', 'DRAFT'),
  },
  APPOINTMENT_AMEND_VOYAGE: {
    ...buyerDa('DA_APPOINTMENT_EDIT', 'REASON_NO_APPOINTMENT_EDIT_RIGHT'),
    states: appointmentStates(NOT_ALLOWED, 'DRAFT', 'APPOINTED', 'ACCEPTED', 'REJECTED'),
  },
  // The reminder limit stays with the state machine: it counts, the table does not.
  APPOINTMENT_REMIND: {
    ...buyerDa('DA_APPOINTMENT_EDIT', 'REASON_NO_APPOINTMENT_EDIT_RIGHT'),
    states: appointmentStates(NOT_ALLOWED, 'APPOINTED', 'ACCEPTED'),
  },
  // The DA's own checks (an accepted appointment, an approved bank account, its lines) stay in proformas.
  PROFORMA_SUBMIT: {
    ...supplierDa('REASON_NOT_THE_APPOINTED_SUPPLIER'),
    states: { allowed: ['DRAFT'], refused: 'PROFORMA_ACTION_NOT_ALLOWED', param: 'state' },
  },
  REQUEST_CASE_SEND: buyerDa('DA_REQUESTS_CREATE', 'REASON_NO_REQUEST_CREATE_RIGHT'),
  REQUEST_QUOTE: {
    profileTypes: ['AGENT'],
    product: 'DA_TOOL',
    authority: 'DA_VIEW',
    denied: 'REASON_NOT_THE_REQUESTED_AGENT',
    states: requestOpen('quoted'),
  },
  REQUEST_DECLINE: {
    profileTypes: ['AGENT'],
    product: 'DA_TOOL',
    authority: 'DA_VIEW',
    denied: 'REASON_NOT_THE_REQUESTED_AGENT',
    states: requestOpen('declined'),
  },
  REQUEST_CASE_AWARD: {
    ...buyerDa('DA_REQUESTS_EDIT', 'REASON_NO_REQUEST_EDIT_RIGHT'),
    states: { allowed: ['SENT'], refused: 'REQUEST_CASE_NOT_EDITABLE', param: 'status' },
  },
  // A buyer who evaluates DAs reviews its suppliers' accounts; support with its own authority.
  BANK_ACCOUNT_APPROVE: {
    profileTypes: ['BUYER', 'ADMIN'],
    product: 'DA_TOOL',
    authority: 'DA_EVALUATION_VERIFY',
    kinds: { ADMIN: { authority: 'ADMIN_BANK_ACCOUNTS' } },
    denied: 'REASON_NO_BANK_ACCOUNT_REVIEW_RIGHT',
    states: { allowed: ['PENDING'], refused: 'BANK_ACCOUNT_ALREADY_APPROVED' },
  },
  BANK_ACCOUNT_VERBAL_VERIFY: {
    profileTypes: ['BUYER', 'ADMIN'],
    product: 'DA_TOOL',
    authority: 'DA_EVALUATION_VERIFY',
    kinds: { ADMIN: { authority: 'ADMIN_BANK_ACCOUNTS' } },
    denied: 'REASON_NO_BANK_ACCOUNT_REVIEW_RIGHT',
  },
  // The buyer's port log (assignments): no product, as its routes declare; a cancelled one takes nothing.
  PORT_LOG_EDIT: {
    profileTypes: ['BUYER'],
    authority: 'DA_ASSIGNMENT_EDIT',
    denied: 'REASON_NO_PORT_LOG_EDIT_RIGHT',
    states: { allowed: ['CREATED', 'UPDATED', 'SUBMITTED'], refused: 'PORT_LOG_CANCELLED' },
  },
  PORT_LOG_CANCEL: {
    profileTypes: ['BUYER'],
    authority: 'DA_ASSIGNMENT_EDIT',
    denied: 'REASON_NO_PORT_LOG_EDIT_RIGHT',
    states: { allowed: ['CREATED', 'UPDATED', 'SUBMITTED'], refused: 'PORT_LOG_CANCELLED' },
  },
  // Submitting refuses a cancelled log and one with nothing new in two words of its own (the service's).
  PORT_LOG_SUBMIT: {
    profileTypes: ['BUYER'],
    authority: 'DA_ASSIGNMENT_SUBMIT',
    denied: 'REASON_NO_PORT_LOG_SUBMIT_RIGHT',
  },
  // Saving a laytime calculation or charter-party terms, opening a claim, moving it, adding its
  // documents: the claim's own transitions stay with the claims module (CLAIM_TRANSITIONS).
  CLAIM_EDIT: {
    profileTypes: ['BUYER'],
    product: 'CLAIMS',
    authority: 'CLAIMS_EDIT',
    denied: 'REASON_NO_CLAIM_EDIT_RIGHT',
  },
  // The statement of facts: the agent's side needs no product, the buyer's SOF_EXCHANGE.
  SOF_VIEW: {
    profileTypes: ['AGENT', 'VENDOR', 'BUYER', 'ADMIN'],
    authority: 'SOF_VIEW',
    kinds: { BUYER: sofExchange('SOF_VIEW'), ADMIN: { authority: 'ADMIN_SOF' } },
    denied: 'REASON_NO_SOF_VIEW_RIGHT',
  },
  SOF_COMMENT: {
    profileTypes: ['AGENT', 'VENDOR', 'BUYER'],
    authority: 'SOF_VIEW',
    kinds: { BUYER: sofExchange('SOF_VIEW') },
    denied: 'REASON_NO_SOF_VIEW_RIGHT',
  },
  // Remarks, attachments, locking: both sides write them.
  SOF_EDIT: {
    profileTypes: ['AGENT', 'VENDOR', 'BUYER'],
    authority: 'SOF_EDIT',
    kinds: { BUYER: sofExchange('SOF_EDIT') },
    denied: 'REASON_NO_SOF_EDIT_RIGHT',
  },
  // Events, parameters, asking for signatures: the agent keeps the SOF.
  SOF_WRITE_EVENTS: { profileTypes: ['AGENT', 'VENDOR'], authority: 'SOF_EDIT', denied: 'REASON_NO_SOF_EDIT_RIGHT' },
  SOF_SIGN: { profileTypes: ['AGENT', 'VENDOR'], authority: 'SOF_EDIT', denied: 'REASON_NO_SOF_EDIT_RIGHT' },
  // An agent invites with SOF_EDIT too: inviting the master is part of writing the SOF.
  SOF_INVITE: {
    profileTypes: ['AGENT', 'VENDOR', 'BUYER'],
    authority: ['SOF_INVITE', 'SOF_EDIT'],
    kinds: { BUYER: sofExchange('SOF_INVITE') },
    denied: 'REASON_NO_SOF_INVITE_RIGHT',
  },
  // DCSA JIT timestamps: whoever reads the SOF may take its timestamps away; what comes in from
  // outside becomes a proposal only the agent who keeps the SOF receives, accepts or rejects.
  SOF_DCSA_EXPORT: {
    profileTypes: ['AGENT', 'VENDOR', 'BUYER', 'ADMIN'],
    authority: 'SOF_VIEW',
    kinds: { BUYER: sofExchange('SOF_VIEW'), ADMIN: { authority: 'ADMIN_SOF' } },
    denied: 'REASON_NO_SOF_VIEW_RIGHT',
  },
  SOF_DCSA_IMPORT: { profileTypes: ['AGENT', 'VENDOR'], authority: 'SOF_EDIT', denied: 'REASON_NO_SOF_EDIT_RIGHT' },
  SOF_DCSA_DECIDE: { profileTypes: ['AGENT', 'VENDOR'], authority: 'SOF_EDIT', denied: 'REASON_NO_SOF_EDIT_RIGHT' },
};
