import { ZEstimationAccuracy } from '@portcall/contracts/estimation-accuracy';
import {
  type TEstimation,
  type TEstimationForm,
  type TEstimationTestAnswer,
  ZEstimation,
  ZEstimationHistory,
  ZEstimationTestAnswer,
} from '@portcall/contracts/estimations';
import { ZPaged } from '@portcall/contracts/paging';
import { ZExpenseCatalogueItem } from '@portcall/contracts/refdata';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';

const E = '/secured/expense-estimation';
const F = '/secured/expense-estimation-formula';

export const formulaKeys = {
  all: () => ['expense-formulas'] as const,
  list: (query: Record<string, unknown>) => ['expense-formulas', 'list', query] as const,
  one: (id: number) => ['expense-formulas', 'one', id] as const,
  history: (expenseId: number) => ['expense-formulas', 'history', expenseId] as const,
  accuracy: (id: number, version: number) => ['expense-formulas', 'accuracy', id, version] as const,
  expenses: () => ['ref', 'active-expenses-catalogue-items'] as const,
};

export function useFormulaList(query: { page: number; size: number; state?: string; portId?: number }) {
  return useQuery({
    queryKey: formulaKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`${E}s`, { query, signal, schema: ZPaged(ZEstimation) }),
  });
}

export function useFormula(id: number | null) {
  return useQuery({
    queryKey: formulaKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`${E}/${id}`, { signal, schema: ZEstimation }),
    enabled: id !== null,
  });
}

export function useFormulaHistory(expenseId: number | null) {
  return useQuery({
    queryKey: formulaKeys.history(expenseId ?? 0),
    queryFn: ({ signal }) => apiRequest(`${E}/${expenseId}/history`, { signal, schema: ZEstimationHistory }),
    enabled: expenseId !== null,
  });
}

/** The accuracy backtest of one version: its MAPE against the approved lines of past final DAs. */
export function useFormulaAccuracy(id: number | null, version: number) {
  return useQuery({
    queryKey: formulaKeys.accuracy(id ?? 0, version),
    queryFn: ({ signal }) => apiRequest(`${E}/${id}/accuracy`, { signal, schema: ZEstimationAccuracy }),
    enabled: id !== null,
  });
}

export function useCatalogueExpenses() {
  return useQuery({
    queryKey: formulaKeys.expenses(),
    queryFn: ({ signal }) =>
      apiRequest('/secured/ref/active-expenses-catalogue-items', { signal, schema: z.array(ZExpenseCatalogueItem) }),
    staleTime: 5 * 60_000,
  });
}

/** POST expense-estimation-formula (create) or .../{id} (update): multipart with its tariff documents. */
export function saveFormula(id: number | null, form: TEstimationForm, files: File[]): Promise<TEstimation> {
  return apiRequest(id === null ? F : `${F}/${id}`, {
    method: 'POST',
    body: buildMultipart(form, files),
    schema: ZEstimation,
  });
}

export function testFormula(body: {
  formula: string;
  tariffs: TEstimationForm['tariffs'];
  inputs: Record<string, string | boolean>;
}): Promise<TEstimationTestAnswer> {
  return apiRequest(`${F}/test`, { method: 'POST', body, schema: ZEstimationTestAnswer });
}

export type FormulaAction = 'publish' | 'archive' | 'duplicate' | 'delete' | 'schedule';

export function actOnFormula(id: number, action: FormulaAction, scheduleDate?: string): Promise<unknown> {
  if (action === 'delete') return apiRequest(`${E}/${id}`, { method: 'DELETE' });
  if (action === 'duplicate') return apiRequest(`${E}/${id}/duplicate`, { method: 'POST', schema: ZEstimation });
  if (action === 'schedule')
    return apiRequest(`${E}/${id}/schedule_publish`, {
      method: 'PATCH',
      query: { schedule_date: scheduleDate },
      schema: ZEstimation,
    });
  return apiRequest(`${E}/${id}/${action}`, { method: 'PATCH', schema: ZEstimation });
}
