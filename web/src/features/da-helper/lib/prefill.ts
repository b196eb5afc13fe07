import type { TFeedbackCorrection, THistoryRecord, TRecognisedLine } from '@portcall/contracts/da-helper';
import { Decimal } from '@portcall/contracts/money';
import type { TExpenseSection } from '@portcall/contracts/proformas';
import type { TExpenseCatalogueItem } from '@portcall/contracts/refdata';

/** Where a pre-filled editor line came from, kept on the line until the DA is saved. */
export interface ReadSource {
  recordId: number;
  /** The document read: attached to the line when it is applied (the helper's stored file). */
  fileName: string;
  /** The description as printed: what a correction teaches the helper. */
  description: string;
  /** The text of the line as printed (description and amount). */
  snippet: string;
  page: number;
  /** Where in the document: "on page 2", or at a sheet's amount cell ("at Sheet1!C12"). */
  citation: string;
  /** 0..1: how sure the helper is of the line (the lower of amount and item match). */
  confidence: number;
  /** The catalogue item the helper suggested, as it read it. */
  readItemId: number | null;
  readAmount: string;
  /** The suggestion is unsure (below DA_HELPER_SURE_MATCH): the agent chose the item explicitly. */
  needsChoice: boolean;
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

/** Where a read line stands in its document, as the agent finds it again there ("on page 2"). */
export function citationOf(line: TRecognisedLine): string {
  return line.cell ? `at ${line.cell}` : `on page ${line.amount.box.page}`;
}

/** The catalogue item the helper suggests for a read line, if the catalogue still has it. */
export function suggestedItem(line: TRecognisedLine, catalogue: TExpenseCatalogueItem[]) {
  return line.match ? catalogue.find((c) => Number(c.value) === line.match?.itemId) : undefined;
}

/**
 * The lines a reading adds to the editor: a matched catalogue item (or the one the agent chose for
 * line i, `chosen`) becomes that item's line in its section; an unmatched description (or an item
 * already on the DA) an additional item by its name.
 */
export function prefillLines(
  record: THistoryRecord,
  catalogue: TExpenseCatalogueItem[],
  usedItemIds: ReadonlySet<number>,
  chosen: ReadonlyMap<number, number> = new Map(),
): PrefillLine[] {
  const used = new Set(usedItemIds);
  return record.result.lines.map((line, index) => {
    const choice = chosen.get(index);
    const item =
      choice === undefined ? suggestedItem(line, catalogue) : catalogue.find((c) => Number(c.value) === choice);
    const isFree = item !== undefined && !used.has(Number(item.value));
    if (item && isFree) used.add(Number(item.value));
    const read: ReadSource = {
      recordId: record.id,
      fileName: record.fileName,
      description: line.description.value,
      snippet: `${line.description.snippet} ${line.amount.snippet}`,
      page: line.amount.box.page,
      citation: citationOf(line),
      confidence: lineConfidence(line),
      readItemId: suggestedItem(line, catalogue) ? (line.match?.itemId ?? null) : null,
      readAmount: line.amount.value,
      needsChoice: line.needsChoice,
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
 * The corrections an agent made to read lines before saving: another catalogue item, another
 * amount, or an unsure suggestion confirmed (next time it is sure). Lines turned into additional
 * items teach nothing (there is no item to learn).
 */
export function correctionsOf(
  lines: ReadonlyArray<{ catalogueItemId?: number; amount: string; read?: ReadSource }>,
): { historyRecordId: number; corrections: TFeedbackCorrection[] } | null {
  const corrected = lines.filter(
    (l) =>
      l.read !== undefined &&
      l.catalogueItemId !== undefined &&
      (l.read.needsChoice || l.catalogueItemId !== l.read.readItemId || !sameAmount(l.amount, l.read.readAmount)),
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
