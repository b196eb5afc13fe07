import type { TFeedbackCorrection, THistoryRecord, TRecognisedLine } from '@portcall/contracts/da-helper';
import { Decimal } from '@portcall/contracts/money';
import type { TExpenseSection } from '@portcall/contracts/proformas';
import type { TExpenseCatalogueItem } from '@portcall/contracts/refdata';

/** Where a pre-filled editor line came from, kept on the line until the DA is saved. */
export interface ReadSource {
  recordId: number;
  /** The description as printed: what a correction teaches the helper. */
  description: string;
  /** The text of the line as printed (description and amount). */
  snippet: string;
  page: number;
  /** 0..1: how sure the helper is of the line (the lower of amount and item match). */
  confidence: number;
  readItemId: number | null;
  readAmount: string;
  isConfirmed: boolean;
}

/** A line to add to the DA editor, in the editor's own terms. */
export interface PrefillLine {
  section: TExpenseSection;
  catalogueItemId?: number;
  name: string;
  isAdditional: boolean;
  amount: string;
  read: ReadSource;
}

const sectionOf: Record<string, TExpenseSection> = {
  PORT: 'PORT_EXPENSES',
  AGENCY: 'AGENCY_EXPENSES',
  HUSBANDRY: 'HUSBANDRY_EXPENSES',
};

export function lineConfidence(line: TRecognisedLine): number {
  return Math.min(line.amount.confidence, line.match?.confidence ?? line.description.confidence);
}

/**
 * The lines a reading adds to the editor: a matched catalogue item becomes that item's line in its
 * section; an unmatched description (or an item already on the DA) an additional item by its name.
 */
export function prefillLines(
  record: THistoryRecord,
  catalogue: TExpenseCatalogueItem[],
  usedItemIds: ReadonlySet<number>,
): PrefillLine[] {
  const used = new Set(usedItemIds);
  return record.result.lines.map((line) => {
    const item = line.match ? catalogue.find((c) => Number(c.value) === line.match?.itemId) : undefined;
    const isFree = item !== undefined && !used.has(Number(item.value));
    if (item && isFree) used.add(Number(item.value));
    const read: ReadSource = {
      recordId: record.id,
      description: line.description.value,
      snippet: `${line.description.snippet} ${line.amount.snippet}`,
      page: line.amount.box.page,
      confidence: lineConfidence(line),
      readItemId: item ? Number(item.value) : null,
      readAmount: line.amount.value,
      isConfirmed: false,
    };
    const section = item?.sectionCode ?? sectionOf[line.section ?? 'PORT'] ?? 'PORT_EXPENSES';
    return item && isFree
      ? {
          section,
          catalogueItemId: Number(item.value),
          name: item.label,
          isAdditional: false,
          amount: read.readAmount,
          read,
        }
      : { section, name: line.description.value, isAdditional: true, amount: read.readAmount, read };
  });
}

const sameAmount = (a: string, b: string) => {
  try {
    return new Decimal(a.replaceAll(',', '').trim() || '0').eq(new Decimal(b));
  } catch {
    return false;
  }
};

/**
 * The corrections an agent made to read lines before saving: another catalogue item, or another
 * amount. Lines turned into additional items teach nothing (there is no item to learn).
 */
export function correctionsOf(
  lines: ReadonlyArray<{ catalogueItemId?: number; amount: string; read?: ReadSource }>,
): { historyRecordId: number; corrections: TFeedbackCorrection[] } | null {
  const corrected = lines.filter(
    (l) =>
      l.read !== undefined &&
      l.catalogueItemId !== undefined &&
      (l.catalogueItemId !== l.read.readItemId || !sameAmount(l.amount, l.read.readAmount)),
  );
  const first = corrected[0]?.read;
  if (!first) return null;
  return {
    historyRecordId: first.recordId,
    corrections: corrected.map((l) => ({
      description: (l.read as ReadSource).description,
      catalogueItemId: l.catalogueItemId as number,
      readAmount: (l.read as ReadSource).readAmount,
      correctedAmount: sameAmount(l.amount, (l.read as ReadSource).readAmount)
        ? null
        : l.amount.replaceAll(',', '').trim(),
    })),
  };
}
