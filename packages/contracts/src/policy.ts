import { type AccessHolder, hasAuthority, type TAuthority, type TProduct, type TProfileType } from './access-rules';
import { formatMessage, type MessageCode } from './messages';
import { buyerDa, operationsActions, operationsTable } from './policy-operations';

/**
 * The one policy table (issue 47, issue 42 item 3): for each action a person is offered on the
 * evaluation page, the Financial page, the KYP console and the reopen-DA console, and (rows in
 * policy-operations.ts) on appointments, DA submission, requests for quotation and bank accounts,
 * who may take it (profile kind, product, authority) and in which states. The server's route declarations
 * (`policyAccess`) and services (`decide` through `requireAllowed`) and the web's `useCan` read this
 * same table, so a button is never offered that the server then refuses. Row scoping (another
 * company's row answers 404) stays with the services: the table answers "may this person", not
 * "may this person see this row".
 */

/** The actions the table governs, by the words of the screens that offer them. */
export const policyActions = [
  'EXPENSE_VERIFY',
  'EXPENSE_SPLIT',
  'EXPENSE_APPROVE',
  'EXPENSE_BACK_FOR_REVIEW',
  'EXPENSE_EDIT',
  'EXPENSE_RESTORE',
  'EXPENSE_REVERT',
  'EVALUATION_APPROVE_VERIFIED',
  'EVALUATION_BULK_SPLIT',
  'EVALUATION_APPROVE_SPLIT_PARTS',
  'EVALUATION_RESET',
  'EVALUATION_DELETE',
  'EVALUATION_REQUEST_PAYMENT',
  'PAYMENT_REQUEST_APPROVAL',
  'PAYMENT_APPROVE',
  'PAYMENT_PAY',
  'PAYMENT_BACK_FOR_REVIEW',
  'PAYMENT_FILE_DOWNLOAD',
  'BANK_STATEMENT_IMPORT',
  'KYP_CONFIRM_VERIFICATION',
  'REOPEN_DA',
  'EVALUATION_VIEW_BENCHMARKS',
  ...operationsActions,
] as const;
export type TPolicyAction = (typeof policyActions)[number];

/** Who acts: the session's profile (the server's Caller and the web's session profile both fit). */
export interface PolicyActor extends AccessHolder {
  type: TProfileType;
  profileId: number;
}

/**
 * What is acted on, as far as the caller knows it: a rule whose fact is absent is not checked (the
 * route declaration checks only who; the service then passes the row's facts).
 */
export interface PolicyEntity {
  /** The state of the line, evaluation, payment, verification, appointment, DA, request or account acted on. */
  state?: string;
  /** Whether the line's or the DA's evaluation is OPEN (a closed one takes no action). */
  isEvaluationOpen?: boolean;
  /** A charterer's or owner's part of a split line (its own authority family, platform-core §6). */
  isSplitPart?: boolean;
  /** A line split into parts: its parts hold the money, so money actions go to them. */
  hasSplitParts?: boolean;
  /** Who requested a payment's approval (four eyes: never the approver). */
  requestedById?: number | null;
  /** Who recorded a KYP verification's checks (four eyes: never the one who confirms). */
  primaryVerifierId?: number | null;
}

interface FourEyes {
  field: 'requestedById' | 'primaryVerifierId';
  code: MessageCode;
  status: 403 | 409;
}

/** The product (if any) and the authority (or any of several) a kind answers to. */
export interface KindRule {
  product?: TProduct;
  authority: TAuthority | readonly TAuthority[];
}

const authoritiesOf = (rule: KindRule): readonly TAuthority[] =>
  typeof rule.authority === 'string' ? [rule.authority] : rule.authority;

export interface ActionPolicy {
  profileTypes: readonly TProfileType[];
  product?: TProduct;
  /** The authority, or several of which any one suffices. */
  authority: TAuthority | readonly TAuthority[];
  /**
   * A kind judged by a rule of its own, everyone else by `product` and `authority`: support acts by
   * its own authority with no product (bank accounts), a buyer needs a product a supplier does not
   * (the statement of facts' SOF_EXCHANGE).
   */
  kinds?: Partial<Record<TProfileType, KindRule>>;
  /** The authority on a split part, when its family differs (DA_EXPENSE_SPLIT_EVALUATION_*). */
  splitPartAuthority?: TAuthority;
  /** The refusal of a person without the kind, product or authority. */
  denied: MessageCode;
  /** The states the action is taken in, and the refusal (with the state as `param`) otherwise. */
  states?: {
    allowed: readonly string[];
    refused: MessageCode;
    /** The refusal's parameter naming the state (absent when the message names none). */
    param?: 'state' | 'status';
    isReadable?: boolean;
    /** Fixed parameters of the refusal (REQUEST_ACTION_NOT_ALLOWED's {action}). */
    params?: Record<string, string>;
  };
  /** Only on an open evaluation. */
  needsOpenEvaluation?: boolean;
  /** Not on a split part / not on a line that has parts. */
  notOnSplitPart?: boolean;
  notOnSplitLine?: boolean;
  fourEyes?: FourEyes;
}

const buyerFinancial = (authority: TAuthority, denied: MessageCode) => ({
  profileTypes: ['BUYER'] as const,
  product: 'FINANCIAL' as const,
  authority,
  denied,
});
const lineStates = (...allowed: string[]) => ({
  allowed,
  refused: 'EXPENSE_EVALUATION_ACTION_NOT_ALLOWED' as const,
  param: 'state' as const,
});
const paymentStates = (...allowed: string[]) => ({
  allowed,
  refused: 'PAYMENT_ACTION_NOT_ALLOWED' as const,
  param: 'state' as const,
});

const evaluationTable: Record<Exclude<TPolicyAction, (typeof operationsActions)[number]>, ActionPolicy> = {
  EXPENSE_VERIFY: {
    ...buyerDa('DA_EXPENSE_EVALUATION_VERIFY', 'REASON_NO_EXPENSE_VERIFY_RIGHT'),
    splitPartAuthority: 'DA_EXPENSE_SPLIT_EVALUATION_VERIFY',
    needsOpenEvaluation: true,
    notOnSplitLine: true,
    states: lineStates('PENDING', 'VERIFIED', 'BACK_FOR_REVIEW'),
  },
  EXPENSE_SPLIT: {
    ...buyerDa('DA_EXPENSE_EVALUATION_SPLIT', 'REASON_NO_EXPENSE_SPLIT_RIGHT'),
    needsOpenEvaluation: true,
    notOnSplitPart: true,
    notOnSplitLine: true,
    states: lineStates('PENDING', 'VERIFIED'),
  },
  // Approving one line is bulk-approve-expenses with one item: the evaluation's approval right.
  EXPENSE_APPROVE: {
    ...buyerDa('DA_EVALUATION_VERIFY', 'REASON_NO_EXPENSE_APPROVE_RIGHT'),
    needsOpenEvaluation: true,
    notOnSplitLine: true,
    states: lineStates('VERIFIED'),
  },
  EXPENSE_BACK_FOR_REVIEW: {
    ...buyerDa('DA_EXPENSE_EVALUATION_EDIT', 'REASON_NO_EXPENSE_EDIT_RIGHT'),
    needsOpenEvaluation: true,
    notOnSplitPart: true,
    states: lineStates('PENDING', 'VERIFIED'),
  },
  EXPENSE_EDIT: {
    ...buyerDa('DA_EXPENSE_EVALUATION_EDIT', 'REASON_NO_EXPENSE_EDIT_RIGHT'),
    splitPartAuthority: 'DA_EXPENSE_SPLIT_EVALUATION_EDIT',
    needsOpenEvaluation: true,
    notOnSplitLine: true,
    states: lineStates('PENDING', 'VERIFIED', 'BACK_FOR_REVIEW'),
  },
  EXPENSE_RESTORE: {
    ...buyerDa('DA_EXPENSE_EVALUATION_RESTORE', 'REASON_NO_EXPENSE_RESTORE_RIGHT'),
    needsOpenEvaluation: true,
    states: lineStates('DELETED', 'REJECTED'),
  },
  EXPENSE_REVERT: {
    ...buyerDa('DA_EXPENSE_EVALUATION_REVERT', 'REASON_NO_EXPENSE_REVERT_RIGHT'),
    splitPartAuthority: 'DA_EXPENSE_SPLIT_EVALUATION_REVERT',
    needsOpenEvaluation: true,
    states: lineStates('APPROVED', 'VERIFIED'),
  },
  EVALUATION_APPROVE_VERIFIED: {
    ...buyerDa('DA_EVALUATION_VERIFY', 'REASON_NO_EXPENSE_APPROVE_RIGHT'),
    needsOpenEvaluation: true,
  },
  EVALUATION_BULK_SPLIT: {
    ...buyerDa('DA_EXPENSE_EVALUATION_SPLIT', 'REASON_NO_EXPENSE_SPLIT_RIGHT'),
    needsOpenEvaluation: true,
  },
  EVALUATION_APPROVE_SPLIT_PARTS: {
    ...buyerDa('DA_EVALUATION_VERIFY', 'REASON_NO_EXPENSE_APPROVE_RIGHT'),
    needsOpenEvaluation: true,
  },
  EVALUATION_RESET: {
    ...buyerDa('DA_EVALUATION_VERIFY', 'REASON_NO_EVALUATION_RESET_RIGHT'),
    needsOpenEvaluation: true,
  },
  // Deleting the evaluation is the buyer's rejection of the whole DA.
  EVALUATION_DELETE: {
    ...buyerDa('DA_EVALUATION_DELETE', 'REASON_NO_EVALUATION_DELETE_RIGHT'),
    needsOpenEvaluation: true,
  },
  EVALUATION_REQUEST_PAYMENT: {
    ...buyerDa('DA_EVALUATION_ADDITIONAL_PAYMENT_REQUEST', 'REASON_NO_PAYMENT_REQUEST_RIGHT'),
    needsOpenEvaluation: true,
  },
  PAYMENT_REQUEST_APPROVAL: {
    ...buyerFinancial('FINANCIAL_PAYMENT_ORDER_REVIEWER', 'REASON_NO_PAYMENT_REVIEW_RIGHT'),
    states: paymentStates('DRAFT', 'BACK_FOR_REVIEW'),
  },
  PAYMENT_APPROVE: {
    ...buyerFinancial('FINANCIAL_PAYMENT_ORDER_APPROVER', 'REASON_NO_PAYMENT_APPROVE_RIGHT'),
    states: paymentStates('PENDING_APPROVAL'),
    fourEyes: { field: 'requestedById', code: 'PAYMENT_SELF_APPROVAL', status: 403 },
  },
  PAYMENT_PAY: {
    ...buyerFinancial('FINANCIAL_PAYMENT_ORDER_APPROVER', 'REASON_NO_PAYMENT_APPROVE_RIGHT'),
    states: paymentStates('APPROVED'),
  },
  // Either side of the four eyes may stop a payment not yet paid and send it back with comments.
  PAYMENT_BACK_FOR_REVIEW: {
    ...buyerFinancial('FINANCIAL_PAYMENT_ORDER_REVIEWER', 'REASON_NO_PAYMENT_BACK_FOR_REVIEW_RIGHT'),
    authority: ['FINANCIAL_PAYMENT_ORDER_REVIEWER', 'FINANCIAL_PAYMENT_ORDER_APPROVER'],
    states: paymentStates('PENDING_APPROVAL', 'APPROVED'),
  },
  // The bank's files are the approver's way to pay (payments/bank-files): who pays downloads and imports.
  PAYMENT_FILE_DOWNLOAD: buyerFinancial('FINANCIAL_PAYMENT_ORDER_APPROVER', 'REASON_NO_PAYMENT_APPROVE_RIGHT'),
  BANK_STATEMENT_IMPORT: buyerFinancial('FINANCIAL_PAYMENT_ORDER_APPROVER', 'REASON_NO_PAYMENT_APPROVE_RIGHT'),
  KYP_CONFIRM_VERIFICATION: {
    profileTypes: ['ADMIN'],
    authority: 'KYC_SECONDARY_VERIFIER',
    denied: 'KYP_NOT_SECONDARY_VERIFIER',
    states: { allowed: ['PRIMARY_VERIFIED'], refused: 'KYP_WRONG_STATUS', param: 'status', isReadable: true },
    fourEyes: { field: 'primaryVerifierId', code: 'KYP_SAME_VERIFIER', status: 409 },
  },
  // Reading the line benchmarks and checks (issue 44 item 1): whoever reads the evaluation's lines.
  EVALUATION_VIEW_BENCHMARKS: buyerDa('DA_EXPENSE_EVALUATION_VIEW', 'REASON_NO_BENCHMARK_VIEW_RIGHT'),
  REOPEN_DA: {
    profileTypes: ['ADMIN'],
    product: 'REOPEN_DA',
    authority: 'ADMIN_REOPEN_DA',
    denied: 'REASON_NO_REOPEN_DA_RIGHT',
  },
};

export const policyTable: Record<TPolicyAction, ActionPolicy> = { ...evaluationTable, ...operationsTable };

export type PolicyDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** The catalogue code the server answers for the same refusal. */
      code: MessageCode;
      params?: Record<string, string>;
      /** 403: not this person's action; 409: not in this state. */
      status: 403 | 409;
      /** The catalogue text, for a tooltip or an accessible description. */
      reason: string;
    };

function refusal(code: MessageCode, status: 403 | 409, params?: Record<string, string>): PolicyDecision {
  return { allowed: false, code, status, ...(params ? { params } : {}), reason: formatMessage(code, params) };
}

/** A state as people read it ("back for review"), the way the catalogue's {state} expects it. */
const readable = (state: string) => state.replace('_', ' ').toLowerCase();

/** The product and authority the actor's kind answers to (its own rule, where the row has one). */
function holdsRight(p: ActionPolicy, actor: PolicyActor, entity: PolicyEntity): boolean {
  const own = p.kinds?.[actor.type];
  const rule: KindRule = own ?? {
    ...(p.product ? { product: p.product } : {}),
    authority: entity.isSplitPart && p.splitPartAuthority ? p.splitPartAuthority : p.authority,
  };
  if (rule.product && !actor.products.includes(rule.product)) return false;
  return authoritiesOf(rule).some((a) => hasAuthority(actor, a));
}

/**
 * Whether `actor` may take `action` on `entity`, and if not, why (the first refusal, in the order
 * the server meets them: who, then the evaluation, the line's shape, the state, four eyes).
 */
export function decide(action: TPolicyAction, actor: PolicyActor, entity: PolicyEntity = {}): PolicyDecision {
  const p = policyTable[action];
  if (!p.profileTypes.includes(actor.type) || !holdsRight(p, actor, entity)) return refusal(p.denied, 403);
  if (p.needsOpenEvaluation && entity.isEvaluationOpen === false) return refusal('EVALUATION_NOT_OPEN', 409);
  if (p.notOnSplitPart && entity.isSplitPart) return refusal('REASON_NOT_ON_SPLIT_PART', 409);
  if (p.notOnSplitLine && entity.hasSplitParts) return refusal('REASON_SPLIT_PARTS_HOLD_MONEY', 409);
  if (p.states && entity.state !== undefined && !p.states.allowed.includes(entity.state)) {
    const { param, params } = p.states;
    const named = param ? { [param]: p.states.isReadable ? readable(entity.state) : entity.state } : undefined;
    return refusal(p.states.refused, 409, named || params ? { ...params, ...named } : undefined);
  }
  if (p.fourEyes) {
    const by = entity[p.fourEyes.field];
    if (by !== undefined && by !== null && by === actor.profileId) return refusal(p.fourEyes.code, p.fourEyes.status);
  }
  return { allowed: true };
}

/** What a route declaring an action says: the hook checks it before the service checks the row. */
export interface PolicyAccess {
  readonly profileTypes: readonly TProfileType[];
  readonly product?: TProduct;
  readonly authority?: TAuthority;
  readonly anyAuthority?: readonly TAuthority[];
  /** The action declared (read by the test that compares every declaration with the table). */
  readonly policyAction: TPolicyAction;
}

/**
 * The route declaration of an action: who may call it (the service then checks the row's facts).
 * `only` narrows the kinds, for a route of one kind's own paths (the agent's and the vendor's).
 * A row whose kinds answer to different products declares none: the hook admits any of the rights
 * and the service's `requireAllowed` holds each kind to its own.
 */
export function policyAccess(action: TPolicyAction, only?: readonly TProfileType[]): PolicyAccess {
  const p = policyTable[action];
  const profileTypes = only ? p.profileTypes.filter((k) => only.includes(k)) : p.profileTypes;
  const ownRules = profileTypes.flatMap((k) => p.kinds?.[k] ?? []);
  const usesDefault = profileTypes.some((k) => !p.kinds?.[k]);
  const authorities = [
    ...new Set([
      ...(usesDefault ? authoritiesOf(p) : []),
      ...(usesDefault && p.splitPartAuthority ? [p.splitPartAuthority] : []),
      ...ownRules.flatMap(authoritiesOf),
    ]),
  ];
  // One product for every kind declared, or none (the service's `requireAllowed` holds each kind to its own).
  const products = new Set([...(usesDefault ? [p.product] : []), ...ownRules.map((r) => r.product)]);
  const [product] = [...products];
  return {
    profileTypes,
    ...(products.size === 1 && product ? { product } : {}),
    ...(authorities.length === 1 ? { authority: authorities[0] } : { anyAuthority: authorities }),
    policyAction: action,
  };
}
