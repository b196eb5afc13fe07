import { messages } from '@portcall/contracts/messages';
import { type AmountCurrency, amountProblem } from '@portcall/contracts/money';
import { ZProformaForm } from '@portcall/contracts/proformas';
import { isApiError } from '../../../api/api-error';
import { type EditorState, sectionTitles, toSaveRequest } from './editor';

/**
 * What is wrong with a DA and where: `fields` keyed as the editor shows them (header fields by name,
 * lines by `${line.key}.amount|name|attachments`), and one line per problem for the summary, each
 * naming its field or line ("Pilotage in (Port expenses): An attachment is missing").
 */
export interface EditorProblems {
  headline: string;
  fields: Record<string, string>;
  items: string[];
}

const headerLabels: Record<string, string> = {
  currency: 'Currency',
  rate: 'Rate',
  terminalId: 'Terminal',
  terminalName: 'Terminal',
  berth: 'Berth',
  bankAccountId: 'Bank account',
  sailingDate: 'Sailing date',
  documents: 'Statement of facts / invoice',
  expenses: 'Expenses',
};
const lineFields: Record<string, string> = {
  amount: 'amount',
  name: 'name',
  attachments: 'attachments',
  files: 'attachments',
};

function lineLabel(state: EditorState, index: number): string {
  const line = state.lines[index];
  if (!line) return 'An expense';
  return `${line.name.trim() || 'Additional item'} (${sectionTitles[line.section]})`;
}

/** Puts one message under its field or line, and in the summary with the place it is about. */
function collect(state: EditorState, entries: Array<[string, string]>, headline: string): EditorProblems | null {
  const fields: Record<string, string> = {};
  const items: string[] = [];
  for (const [path, message] of entries) {
    const match = /^expenses\.(\d+)\.(\w+)/.exec(path);
    const line = match ? state.lines[Number(match[1])] : undefined;
    if (match && line) {
      const key = `${line.key}.${lineFields[match[2] ?? ''] ?? 'amount'}`;
      if (fields[key]) continue;
      fields[key] = message;
      items.push(`${lineLabel(state, Number(match[1]))}: ${message}`);
    } else {
      const name = path.split('.')[0] ?? path;
      const key = name === 'terminalName' ? 'terminalId' : name;
      if (fields[key]) continue;
      fields[key] = message;
      items.push(`${headerLabels[key] ?? key}: ${message}`);
    }
  }
  return items.length === 0 ? null : { headline, fields, items };
}

/**
 * The checks of a save, through the contract schema the server uses (ZProformaForm) plus what the
 * schema cannot know: the currency's minor units and an additional item's name.
 */
export function saveProblems(state: EditorState, currencyOf: (code: string) => AmountCurrency | undefined) {
  const entries: Array<[string, string]> = [];
  const parsed = ZProformaForm.safeParse(toSaveRequest(state).form);
  if (!parsed.success) for (const issue of parsed.error.issues) entries.push([issue.path.join('.'), issue.message]);
  state.lines.forEach((line, i) => {
    if (line.isAdditional && !line.name.trim()) entries.push([`expenses.${i}.name`, messages.REQUIRED_FIELD]);
    if (line.isAdditional && !line.amount.trim()) entries.push([`expenses.${i}.amount`, messages.REQUIRED_FIELD]);
    const problem = amountProblem(line.amount, currencyOf(state.currency));
    if (problem) entries.push([`expenses.${i}.amount`, problem]);
  });
  return collect(state, entries, messages.VALIDATION_FAILED);
}

/** The submit rules of platform-core §5 the editor can check before sending anything. */
export function submitProblems(state: EditorState): EditorProblems | null {
  const entries: Array<[string, string]> = [];
  if (!state.currency) entries.push(['currency', messages.REQUIRED_FIELD]);
  if (!state.rate.trim()) entries.push(['rate', messages.REQUIRED_FIELD]);
  if (!state.terminalId && !state.terminalName.trim()) entries.push(['terminalId', messages.REQUIRED_FIELD]);
  if (!state.berth.trim()) entries.push(['berth', messages.REQUIRED_FIELD]);
  if (!state.bankAccountId) entries.push(['bankAccountId', messages.MISSING_BANK_ACCOUNT]);
  if (state.type !== 'PDA' && !state.sailingDate) entries.push(['sailingDate', messages.MISSING_SAILING_DATE]);
  const required = collect(state, entries, messages.CHECK_REQUIRED_FIELDS);
  if (required) return required;
  const quoted = state.lines.map((line, i) => ({ line, i })).filter(({ line }) => line.amount.trim() !== '');
  if (quoted.length === 0) return { headline: messages.NOTHING_QUOTED, fields: {}, items: [] };
  const missing: Array<[string, string]> = quoted
    .filter(({ line }) => line.existing.length + line.files.length === 0 && !line.readDocument)
    .map(({ i }) => [`expenses.${i}.attachments`, messages.MISSING_ATTACHMENT]);
  if (state.type !== 'PDA' && state.existingDocuments.length + state.documents.length === 0)
    missing.push(['documents', messages.MISSING_ATTACHMENT]);
  return collect(state, missing, messages.MISSING_ATTACHMENT);
}

/** A refused save or submit as the editor shows it; lines come back keyed by their place in the form. */
export function serverProblems(state: EditorState, error: unknown): EditorProblems {
  if (!isApiError(error)) {
    return { headline: error instanceof Error ? error.message : messages.INTERNAL_ERROR, fields: {}, items: [] };
  }
  const found = collect(state, Object.entries(error.fields), error.message);
  return found ?? { headline: error.message, fields: {}, items: [] };
}
