import { EXPENSE_SECTIONS, type TExpenseSection } from '@portcall/contracts/requests';

/** The expense sections as a request shows them (the wire's codes never reach the screen). */
export const sectionTitles: Record<TExpenseSection, string> = {
  PORT_EXPENSES: 'Port expenses',
  AGENCY_EXPENSES: 'Agency expenses',
  HUSBANDRY_EXPENSES: 'Husbandry expenses',
};

/** The sections as options of a select. */
export const sectionOptions = EXPENSE_SECTIONS.map((value) => ({ value, label: sectionTitles[value] }));
