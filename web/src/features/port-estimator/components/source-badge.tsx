import { Badge } from '@mantine/core';
import { ESTIMATE_SOURCE_LABELS, type TEstimateSource } from '@portcall/contracts/husbandry-estimator';

const sourceColour: Record<TEstimateSource, string> = { FORMULA: 'teal', PRICE_LIST: 'blue', HISTORY: 'gray' };

/** Where an estimated line's figure comes from, and what it rests on (both estimators' lines). */
export function SourceBadge({ source, count, size }: { source: TEstimateSource; count: number; size?: 'xs' | 'sm' }) {
  const basis =
    source === 'HISTORY'
      ? ` · ${count} DA${count === 1 ? '' : 's'}`
      : source === 'PRICE_LIST'
        ? ` · ${count} agent${count === 1 ? '' : 's'}`
        : '';
  return (
    <Badge variant="light" size={size} color={sourceColour[source]}>
      {ESTIMATE_SOURCE_LABELS[source]}
      {basis}
    </Badge>
  );
}
