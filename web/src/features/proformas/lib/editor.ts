import { Decimal } from '@portcall/contracts/money';
import type { TProforma, TProformaForm, TProformaType } from '@portcall/contracts/proformas';
import { expenseSections, type TExpenseSection } from '@portcall/contracts/proformas';
import type { ReadSource } from '../../da-helper/lib/prefill';
import { readAmount } from './totals';

/** A line of the DA editor: a catalogue item or an additional item, with the files to send. */
export interface EditorLine {
  key: string;
  id?: number;
  section: TExpenseSection;
  catalogueItemId?: number;
  name: string;
  isAdditional: boolean;
  amount: string;
  existing: { id: number; filename: string }[];
  files: File[];
  /** Set on a line the DA helper pre-filled from the agent's document, until the DA is saved. */
  read?: ReadSource;
  /** The document the line was read from, attached on save (the helper's stored file, by its run). */
  readDocument?: { recordId: number; filename: string };
}

export interface EditorState {
  id?: number;
  version?: number;
  type: TProformaType;
  currency: string;
  rate: string;
  terminalId: string;
  /** A terminal the port does not list, by name (sent when no listed terminal is chosen). */
  terminalName: string;
  berth: string;
  bankAccountId: string;
  sailingDate: string;
  lines: EditorLine[];
  existingDocuments: { id: number; filename: string; kind?: string }[];
  documents: File[];
}

export const sectionTitles: Record<TExpenseSection, string> = {
  PORT_EXPENSES: 'Port expenses',
  AGENCY_EXPENSES: 'Agency expenses',
  HUSBANDRY_EXPENSES: 'Husbandry expenses',
};

let nextKey = 0;
export function newLineKey(): string {
  nextKey += 1;
  return `line-${nextKey}`;
}

export function emptyEditor(type: TProformaType = 'PDA'): EditorState {
  return {
    type,
    currency: 'USD',
    rate: '1',
    terminalId: '',
    terminalName: '',
    berth: '',
    bankAccountId: '',
    sailingDate: '',
    lines: [],
    existingDocuments: [],
    documents: [],
  };
}

/** The editor state of a stored DA (a draft to go on with, or a submitted one to read). */
export function editorFromProforma(p: TProforma): EditorState {
  return {
    id: p.id,
    version: p.version,
    type: p.type,
    currency: p.currency ?? 'USD',
    // The wire keeps 10 decimals ("1.0000000000"); the field shows the rate as people write it.
    rate: p.rate === null ? '1' : new Decimal(p.rate).toString(),
    terminalId: p.terminalId === null ? '' : String(p.terminalId),
    terminalName: '',
    berth: p.berth ?? '',
    bankAccountId: p.bankAccountId === null ? '' : String(p.bankAccountId),
    sailingDate: p.sailingDate ?? '',
    lines: expenseSections.flatMap((section) =>
      p.sections[section].map((e) => ({
        key: newLineKey(),
        id: e.id,
        section,
        catalogueItemId: e.catalogueItemId ?? undefined,
        name: e.name,
        isAdditional: e.isAdditional,
        amount: e.amount === null ? '' : storedAmount(e.amount),
        existing: e.attachments.map((a) => ({ id: a.id, filename: a.filename })),
        files: [],
      })),
    ),
    existingDocuments: p.documents.map((d) => ({ id: d.id, filename: d.filename, kind: d.kind })),
    documents: [],
  };
}

/** A stored amount ("1500.5550") as the field shows it: 2 decimals at least, no significant digit lost. */
function storedAmount(amount: string): string {
  const value = readAmount(amount);
  return value.toFixed(Math.max(2, value.decimalPlaces()));
}

/**
 * The multipart request of a save: the `form` part and the files in part order. Each line's new
 * files point at their parts by index; stored files it keeps are listed by id.
 */
export function toSaveRequest(state: EditorState): { form: TProformaForm; files: File[] } {
  const files: File[] = [];
  const addFile = (file: File) => {
    files.push(file);
    return files.length - 1;
  };
  const isFinal = state.type !== 'PDA';
  const documentKind = state.type === 'INVOICE' ? 'INVOICE' : 'STATEMENT_OF_FACTS';
  const form: TProformaForm = {
    ...(state.id !== undefined ? { id: state.id, version: state.version } : {}),
    type: state.type,
    currency: state.currency || undefined,
    rate: state.rate || undefined,
    terminalId: state.terminalId ? Number(state.terminalId) : undefined,
    terminalName: !state.terminalId && state.terminalName.trim() ? state.terminalName.trim() : undefined,
    berth: state.berth || undefined,
    bankAccountId: state.bankAccountId ? Number(state.bankAccountId) : undefined,
    sailingDate: isFinal && state.sailingDate ? state.sailingDate : undefined,
    expenses: state.lines.map((line) => ({
      ...(line.id !== undefined ? { id: line.id } : {}),
      section: line.section,
      ...(line.catalogueItemId !== undefined ? { catalogueItemId: line.catalogueItemId } : {}),
      name: line.isAdditional ? line.name.trim() : undefined,
      // Sent as typed (separators aside): the server refuses what the currency cannot hold, never cuts it.
      amount: line.amount.trim() === '' ? null : line.amount.replaceAll(',', '').trim(),
      currency: state.currency || undefined,
      parameters: [],
      keepAttachmentIds: line.existing.map((a) => a.id),
      files: line.files.map((file) => ({ part: addFile(file), kind: 'SUPPORTING' as const })),
      ...(line.readDocument ? { helperRecordId: line.readDocument.recordId } : {}),
    })),
    keepDocumentIds: state.existingDocuments.map((d) => d.id),
    documents: isFinal ? state.documents.map((file) => ({ part: addFile(file), kind: documentKind })) : [],
  };
  return { form, files };
}
