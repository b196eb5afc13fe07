import { messages } from '@portcall/contracts/messages';
import { CARGO_QUANTITY_PATTERN, normalizeQuantity, type TSofParameters } from '@portcall/contracts/statement-of-facts';

/** The parameters a request may set; a field left out keeps its value, null clears it. */
export type ParametersInput = Partial<TSofParameters>;

/** operations §5 per-field errors of the add-event result (tugs, pilots, cargo quantities). */
export interface ParameterErrors {
  parameterError: string | null;
  inboundTugsOrderedError: string | null;
  inboundTugsUsedError: string | null;
  outboundTugsOrderedError: string | null;
  outboundTugsUsedError: string | null;
  pilotsInError: string | null;
  pilotsOutError: string | null;
  cargoQuantityActualError: string | null;
  cargoQuantityNominalError: string | null;
}

export const noParameterErrors = (): ParameterErrors => ({
  parameterError: null,
  inboundTugsOrderedError: null,
  inboundTugsUsedError: null,
  outboundTugsOrderedError: null,
  outboundTugsUsedError: null,
  pilotsInError: null,
  pilotsOutError: null,
  cargoQuantityActualError: null,
  cargoQuantityNominalError: null,
});

const MAX_COUNT = 20;
const isCount = (v: number | null | undefined) => v == null || (Number.isInteger(v) && v >= 0 && v <= MAX_COUNT);
const isQuantity = (v: string | null | undefined) => v == null || CARGO_QUANTITY_PATTERN.test(v);

/**
 * Checks parameters merged over the stored ones: counts are whole numbers 0..20, quantities
 * decimal strings (never floats), and more tugs used than ordered needs the tug details.
 * Answers the per-field errors; `parameterError` sums them up when any is set.
 */
export function checkParameters(merged: TSofParameters): ParameterErrors {
  const e = noParameterErrors();
  const count = messages.SOF_PARAMETER_COUNT;
  if (!isCount(merged.inboundTugsOrdered)) e.inboundTugsOrderedError = count;
  if (!isCount(merged.inboundTugsUsed)) e.inboundTugsUsedError = count;
  if (!isCount(merged.outboundTugsOrdered)) e.outboundTugsOrderedError = count;
  if (!isCount(merged.outboundTugsUsed)) e.outboundTugsUsedError = count;
  if (!isCount(merged.pilotsIn)) e.pilotsInError = count;
  if (!isCount(merged.pilotsOut)) e.pilotsOutError = count;
  if (!isQuantity(merged.cargoQuantityActual)) e.cargoQuantityActualError = messages.SOF_CARGO_QUANTITY;
  if (!isQuantity(merged.cargoQuantityNominal)) e.cargoQuantityNominalError = messages.SOF_CARGO_QUANTITY;
  const overUsed = (ordered: number | null, used: number | null, details: string | null) =>
    ordered != null && used != null && used > ordered && !details?.trim();
  if (!e.inboundTugsUsedError && overUsed(merged.inboundTugsOrdered, merged.inboundTugsUsed, merged.inboundTugsDetails))
    e.inboundTugsUsedError = messages.SOF_TUGS_USED_ABOVE_ORDERED;
  if (
    !e.outboundTugsUsedError &&
    overUsed(merged.outboundTugsOrdered, merged.outboundTugsUsed, merged.outboundTugsDetails)
  )
    e.outboundTugsUsedError = messages.SOF_TUGS_USED_ABOVE_ORDERED;
  const hasAny = Object.entries(e).some(([k, v]) => k !== 'parameterError' && v !== null);
  if (hasAny) e.parameterError = messages.SOF_PARAMETER_INVALID;
  return e;
}

export const hasParameterErrors = (e: ParameterErrors) => e.parameterError !== null;

/** Stored parameters with the input laid over them (undefined keeps, null clears). */
export function mergeParameters(stored: TSofParameters, input: ParametersInput | undefined): TSofParameters {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  // Quantities are typed as people write them ("48,312.5"); stored without the separators.
  for (const key of ['cargoQuantityActual', 'cargoQuantityNominal'] as const) {
    const value = merged[key];
    if (typeof value === 'string') merged[key] = normalizeQuantity(value);
  }
  return merged;
}
