import type { Box } from '../../../platform/documents/types';

/**
 * What the DA helper read from an agent's document (issue 27): the header, every line with the box
 * each value came from, the catalogue item it matched and how sure the match is, and the totals
 * check. Amounts are decimal strings in the document's currency, never floats.
 */
export interface Sourced<T> {
  value: T;
  box: Box;
  /** The text the value was read from, as printed (e.g. "1.234,50"). */
  snippet: string;
  /** 0..1: the OCR confidence of the text times the parser's certainty. */
  confidence: number;
}

export type DaSection = 'PORT' | 'AGENCY' | 'HUSBANDRY';

export interface CatalogueMatch {
  itemId: number;
  code: string;
  name: string;
  /** 0..1. */
  confidence: number;
  /** LEARNT when feedback of this agent mapped the same description before. */
  via: 'FUZZY' | 'LEARNT';
}

export interface RecognisedLine {
  description: Sourced<string>;
  amount: Sourced<string>;
  quantity: Sourced<string> | null;
  unitPrice: Sourced<string> | null;
  section: DaSection | null;
  match: CatalogueMatch | null;
  /** A sheet line's amount cell ("Sheet1!C12"; "C12" in a CSV); null for PDFs and scans. */
  cell?: string | null;
  /** The match is below DA_HELPER_SURE_MATCH: the agent chooses the item before it is applied. */
  needsChoice: boolean;
}

export interface RecognisedDa {
  currency: Sourced<string> | null;
  /** ISO dates (yyyy-mm-dd) found in the header: issue, arrival, departure when labelled. */
  dates: Array<Sourced<string> & { label: string | null }>;
  vessel: Sourced<string> | null;
  port: Sourced<string> | null;
  voyage: Sourced<string> | null;
  lines: RecognisedLine[];
  /** The document's own total when printed, the sum of the read lines, and total minus sum. */
  totals: { printed: Sourced<string> | null; sumOfLines: string; difference: string | null };
  pageCount: number;
  /** Per page, how it was read (TEXT_LAYER, OCR, SHEET). */
  pages: Array<{ page: number; source: 'TEXT_LAYER' | 'OCR' | 'SHEET'; rotation: number }>;
}

/** A catalogue item as the matcher sees it. */
export interface CatalogueEntry {
  id: number;
  code: string;
  name: string;
  section: DaSection;
  category: string;
}

/** What `da-helper/feedback` taught for one agent: this printed description is that catalogue item. */
export interface LearntMapping {
  description: string;
  itemId: number;
}

export interface RecogniseContext {
  catalogue: CatalogueEntry[];
  learnt: LearntMapping[];
  /** ISO codes of the currencies known to the platform, with their minor units (0, 2 or 3). */
  currencies: Array<{ code: string; decimals: number }>;
}
