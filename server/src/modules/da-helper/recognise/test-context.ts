import { readFileSync } from 'node:fs';
import { parseCsv } from '../../../platform/csv';
import type { CatalogueEntry, DaSection, RecogniseContext } from './types';

/** The seeded expense catalogue and a few currencies, as the recogniser sees them (tests and bench). */
export function seededContext(learnt: RecogniseContext['learnt'] = []): RecogniseContext {
  const url = new URL('../../../../seed/reference/expense_catalogue.csv', import.meta.url);
  const [header, ...rows] = parseCsv(readFileSync(url, 'utf8'));
  const at = (name: string) => header?.indexOf(name) ?? -1;
  const catalogue: CatalogueEntry[] = rows
    .filter((r) => r.length > 3)
    .map((r, i) => ({
      id: i + 1,
      code: r[at('code')] ?? '',
      name: r[at('name')] ?? '',
      category: r[at('group')] ?? '',
      section: (r[at('section')] ?? '').replace('_EXPENSES', '') as DaSection,
    }));
  const currencies = [
    { code: 'USD', decimals: 2 },
    { code: 'EUR', decimals: 2 },
    { code: 'GBP', decimals: 2 },
    { code: 'JPY', decimals: 0 },
    { code: 'KWD', decimals: 3 },
    { code: 'BHD', decimals: 3 },
    { code: 'CHF', decimals: 2 },
    { code: 'NOK', decimals: 2 },
  ];
  return { catalogue, learnt, currencies };
}
