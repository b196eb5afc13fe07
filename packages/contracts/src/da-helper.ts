import { z } from 'zod';
import { ZId } from './fields';
import { Decimal, ZAmount } from './money';

/**
 * The DA helper (operations §7 "Document helper and translation", issue 27): what it read from an
 * agent's document, the history records of its runs with their pages, the corrections that teach it,
 * and the asynchronous jobs of the separate AI service under /ai. Amounts are decimal strings.
 */

export const ZBox = z.object({
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

const sourced = <T extends z.ZodType>(value: T) =>
  z.object({ value, box: ZBox, snippet: z.string(), confidence: z.number() });
export const ZSourcedText = sourced(z.string());
export type TSourcedText = z.infer<typeof ZSourcedText>;

export const DA_SECTIONS = ['PORT', 'AGENCY', 'HUSBANDRY'] as const;
export const ZDaSection = z.enum(DA_SECTIONS);

/**
 * Below this confidence a line's catalogue match is only a suggestion: the agent picks the item or
 * confirms the suggestion explicitly before the line is applied (never by "Apply" alone).
 */
export const DA_HELPER_SURE_MATCH = 0.7;

export const ZCatalogueMatch = z.object({
  itemId: z.number(),
  code: z.string(),
  name: z.string(),
  confidence: z.number(),
  via: z.enum(['FUZZY', 'LEARNT']),
});

export const ZRecognisedLine = z.object({
  description: ZSourcedText,
  amount: ZSourcedText,
  quantity: ZSourcedText.nullable(),
  unitPrice: ZSourcedText.nullable(),
  section: ZDaSection.nullable(),
  match: ZCatalogueMatch.nullable(),
  /** A sheet line's amount cell ("Sheet1!C12", a CSV's "C12"); absent for PDFs and scans (they cite the page). */
  cell: z.string().nullable().optional(),
  /** The match is below DA_HELPER_SURE_MATCH: the agent must choose the item (see needsChoice). */
  needsChoice: z.boolean().default(false),
});
export type TRecognisedLine = z.infer<typeof ZRecognisedLine>;

export const ZPageSource = z.enum(['TEXT_LAYER', 'OCR', 'SHEET']);

export const ZRecognisedDa = z.object({
  currency: ZSourcedText.nullable(),
  dates: z.array(ZSourcedText.extend({ label: z.string().nullable() })),
  vessel: ZSourcedText.nullable(),
  port: ZSourcedText.nullable(),
  voyage: ZSourcedText.nullable(),
  lines: z.array(ZRecognisedLine),
  totals: z.object({
    printed: ZSourcedText.nullable(),
    sumOfLines: z.string(),
    difference: z.string().nullable(),
  }),
  pageCount: z.number().int(),
  pages: z.array(z.object({ page: z.number().int(), source: ZPageSource, rotation: z.number() })),
});
export type TRecognisedDa = z.infer<typeof ZRecognisedDa>;

/**
 * What a helper run belongs to: the agent's DA of an appointment (the proforma may not be saved yet)
 * or the buyer's evaluation (optionally one expense line, whose invoice was read).
 */
export const ZDaHelperTarget = z
  .strictObject({
    appointmentId: ZId.optional(),
    proformaId: ZId.optional(),
    evaluationId: ZId.optional(),
    expenseId: ZId.optional(),
  })
  .refine((t) => (t.appointmentId === undefined) !== (t.evaluationId === undefined), {
    message: 'Say which DA or evaluation the document belongs to',
    path: ['appointmentId'],
  });
export type TDaHelperTarget = z.infer<typeof ZDaHelperTarget>;

/** `recognise` takes no target: it only reads. */
export const ZRecogniseForm = z.strictObject({});

export const ZHistoryPage = z.object({
  /** 1-based position in the record as it is now (after deletions and additions). */
  n: z.number().int(),
  origin: z.enum(['ORIGINAL', 'ADDED']),
  fileName: z.string(),
  /** The page of its file it is. */
  filePage: z.number().int(),
  source: ZPageSource,
  lineCount: z.number().int(),
});

export const ZHistoryRecord = z.object({
  id: z.number(),
  kind: z.enum(['PROFORMA', 'EVALUATION']),
  appointmentId: z.number().nullable(),
  proformaId: z.number().nullable(),
  evaluationId: z.number().nullable(),
  expenseId: z.number().nullable(),
  fileName: z.string(),
  /** The stored original's key in the bucket "da-helper" (what the /ai calls take). */
  fileKey: z.string(),
  createdAt: z.string(),
  pages: z.array(ZHistoryPage),
  /** The reading of the pages kept: lines of deleted pages dropped, added pages' lines appended. */
  result: ZRecognisedDa,
});
export type THistoryRecord = z.infer<typeof ZHistoryRecord>;

export const ZHistoryRecordParams = z.strictObject({ id: ZId });
export const ZHistoryPageParams = z.strictObject({
  id: ZId,
  n: z.coerce.number({ error: 'Please insert a valid page' }).int().min(1).max(10_000),
});

export const ZFeedbackCorrection = z.strictObject({
  /** The description as printed in the document (what the helper will recognise next time). */
  description: z.string().trim().min(1).max(300),
  catalogueItemId: ZId,
  readAmount: ZAmount.nullable().optional(),
  correctedAmount: ZAmount.nullable().optional(),
});
export const ZFeedback = z.strictObject({
  historyRecordId: ZId.optional(),
  corrections: z.array(ZFeedbackCorrection).min(1).max(500),
});
export type TFeedback = z.infer<typeof ZFeedback>;
export type TFeedbackCorrection = z.infer<typeof ZFeedbackCorrection>;
export const ZFeedbackAnswer = z.object({ saved: z.number().int() });

export const ZEvaluationCache = z.object({
  evaluationId: z.number(),
  /** The latest record per expense line (and the latest for the whole DA), newest first. */
  records: z.array(ZHistoryRecord),
});
export type TEvaluationCache = z.infer<typeof ZEvaluationCache>;
export const ZEvaluationParams = z.strictObject({ id: ZId });

// The separate AI service (/ai/secured/...): every call is a POST.

export const DA_HELPER_BUCKET = 'da-helper';
export const ZAiFileRequest = z.strictObject({
  bucket: z.string().trim().min(1).max(60),
  fileKey: z.string().trim().min(1).max(80),
});
export const ZAiDaExpense = z.strictObject({
  id: ZId.nullable().optional(),
  catalogueItemId: ZId.nullable().optional(),
  description: z.string().trim().min(1).max(300),
  amount: ZAmount,
});
export const ZAiDaHelperRequest = ZAiFileRequest.extend({
  /** Which part of the expense catalogue to match against (a section code); the call's own by default. */
  portExpensesOntologyKey: z.enum(['PORT_EXPENSES', 'AGENCY_EXPENSES', 'HUSBANDRY_EXPENSES']).optional(),
  daExpenses: z.array(ZAiDaExpense).max(1000),
});
export type TAiDaHelperRequest = z.infer<typeof ZAiDaHelperRequest>;
export const ZAiPollRequest = z.strictObject({ jobId: ZId });

export const ZDaCheck = z.object({
  recognised: ZRecognisedDa,
  comparisons: z.array(
    z.object({
      expenseId: z.number().nullable(),
      description: z.string(),
      enteredAmount: z.string(),
      /** The amount of the read line matched to it (same catalogue item or description), if any. */
      documentAmount: z.string().nullable(),
      difference: z.string().nullable(),
      isDisagreeing: z.boolean(),
    }),
  ),
});
export type TDaCheck = z.infer<typeof ZDaCheck>;

export const ZPdfText = z.object({
  pageCount: z.number().int(),
  pages: z.array(z.object({ page: z.number().int(), source: ZPageSource, text: z.string() })),
});
export type TPdfText = z.infer<typeof ZPdfText>;

export const AI_JOB_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const ZAiJob = z.object({
  jobId: z.number(),
  kind: z.string(),
  state: z.enum(AI_JOB_STATES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  result: z.union([ZDaCheck, ZRecognisedDa, ZPdfText]).nullable(),
  error: z.string().nullable(),
});
export type TAiJob = z.infer<typeof ZAiJob>;

/** Whether a read line's catalogue match is too unsure to apply without the agent's explicit choice. */
export function needsChoice(match: { confidence: number } | null | undefined): boolean {
  return match !== null && match !== undefined && match.confidence < DA_HELPER_SURE_MATCH;
}

/** A sheet cell as spreadsheets cite it: column letters and row ("C12"), after the quoted sheet name. */
export function cellReference(sheet: string | null | undefined, column: number, row: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  const cell = `${letters}${row + 1}`;
  if (!sheet) return cell;
  return /^[A-Za-z0-9_]+$/.test(sheet) ? `${sheet}!${cell}` : `'${sheet.replaceAll("'", "''")}'!${cell}`;
}

/** The amount a document states for itself: its printed total, else the sum of its read lines. */
export function documentAmountOf(result: Pick<TRecognisedDa, 'totals'>): string {
  return result.totals.printed?.value ?? result.totals.sumOfLines;
}

/** Whether a document's amount and an entered amount differ (exactly, in decimals). */
export function isDisagreeing(entered: string | null | undefined, document: string | null | undefined): boolean {
  if (!entered || !document) return false;
  try {
    return !new Decimal(entered).eq(new Decimal(document));
  } catch {
    return false;
  }
}
