import { Text } from '@mantine/core';
import type { TAccuracy } from '@portcall/contracts/estimation-accuracy';

/** "MAPE 17.78 % over 3 calls", or that no past call could be measured. */
export function accuracyText(a: TAccuracy): string {
  if (a.mape === null) return 'No past call to measure against yet';
  return `MAPE ${a.mape} % over ${a.calls} ${a.calls === 1 ? 'call' : 'calls'}`;
}

/** What the figure leaves out, and why (zero amounts have no percentage error). */
export function AccuracyNotes({ accuracy: a }: { accuracy: TAccuracy }) {
  const notes = [
    a.zeroAmount > 0 ? `${a.zeroAmount} with a zero approved amount left out (no percentage error)` : null,
    a.notEstimated > 0 ? `${a.notEstimated} not estimated (an input not on record)` : null,
    a.otherCurrency > 0 ? `${a.otherCurrency} in another currency left out` : null,
  ].filter((n): n is string => n !== null);
  if (notes.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {notes.join(' · ')}
    </Text>
  );
}
