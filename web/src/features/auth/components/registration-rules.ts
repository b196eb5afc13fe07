import { messages } from '@portcall/contracts/messages';
import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';

/**
 * The cross-field rules of platform-core §5 "Registration", as the contracts' schemas state them.
 * Zod runs an object's refinements only once every field is valid, so on their own they would
 * appear one step too late in a wizard; these run beside the field rules and show at once. The
 * schema still has the last word on submit, and the server checks the same again.
 */
export interface RegistrationLike {
  password?: string;
  confirmPassword?: string;
  termsAccepted?: boolean;
}

export interface SupplierRegistrationLike extends RegistrationLike {
  rfqEmail?: string;
  confirmRfqEmail?: string;
  ordersEmail?: string;
  confirmOrdersEmail?: string;
  portIds?: unknown[];
  categoryIds?: unknown[];
}

const same = (a = '', b = '') => a.trim().toLowerCase() === b.trim().toLowerCase();

export function registrationCrossFieldErrors(v: RegistrationLike): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.termsAccepted !== true) errors.termsAccepted = messages.TERMS_NOT_ACCEPTED;
  if ((v.password ?? '') !== (v.confirmPassword ?? '')) errors.confirmPassword = messages.PASSWORDS_DO_NOT_MATCH;
  return errors;
}

export function supplierCrossFieldErrors(v: SupplierRegistrationLike): Record<string, string> {
  const errors = registrationCrossFieldErrors(v);
  if (v.rfqEmail?.trim() && !same(v.rfqEmail, v.confirmRfqEmail))
    errors.confirmRfqEmail = messages.RFQ_EMAIL_CONFIRMATION_MISMATCH;
  if (v.ordersEmail?.trim() && !same(v.ordersEmail, v.confirmOrdersEmail))
    errors.confirmOrdersEmail = messages.ORDERS_EMAIL_CONFIRMATION_MISMATCH;
  if (v.rfqEmail?.trim() && v.ordersEmail?.trim() && same(v.rfqEmail, v.ordersEmail))
    errors.ordersEmail = messages.RFQ_AND_ORDERS_EMAIL_SAME;
  if (!v.portIds || v.portIds.length === 0) errors.portIds = messages.PORT_REQUIRED;
  if (!v.categoryIds || v.categoryIds.length === 0) errors.categoryIds = messages.CATEGORY_REQUIRED;
  return errors;
}

/** Adds cross-field rules to a resolver; a field's own error, when it has one, is shown first. */
export function withCrossFieldRules<TIn extends FieldValues, TContext, TOut>(
  resolver: Resolver<TIn, TContext, TOut>,
  rules: (values: TIn) => Record<string, string>,
): Resolver<TIn, TContext, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const extra = Object.entries(rules(values));
    const baseErrors = result.errors as FieldErrors<TIn>;
    const hasBaseErrors = Object.keys(baseErrors).length > 0;
    if (!hasBaseErrors && extra.length === 0) return result;
    const errors: FieldErrors<TIn> = { ...baseErrors };
    for (const [path, message] of extra) if (!get(errors, path)) set(errors, path, { type: 'custom', message });
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
