import type {
  TSofPage,
  TSofPageEvent,
  TSofPageRemark,
  TSofSigningStatus,
} from '@portcall/contracts/statement-of-facts';

/** The SOF as the page reads it: the contract's `ZSofPage`, whose selection the page's query is. */
export type Sof = TSofPage;
export type SofEvent = TSofPageEvent;
export type SofRemark = TSofPageRemark;
export type SigningStatus = Pick<
  TSofSigningStatus,
  'signingStage' | 'involvement' | 'shouldSign' | 'signedBy' | 'requiredSigners'
>;
export interface EventTemplate {
  code: string;
  group: string;
  description: string;
  mandatory: boolean;
  type: string;
  placeholder: string | null;
  parameters: string[];
}
export interface EventResult {
  sof: Sof | null;
  eventError: string | null;
  eventPlaceHolderError: string | null;
  parameterError: string | null;
  remarkError: string | null;
  [field: string]: unknown;
}
