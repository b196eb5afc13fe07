import { Badge } from '@mantine/core';
import { daQueueStageLabels, type TDaQueueStage } from '@portcall/contracts/da-queue';

export const stageColors: Record<TDaQueueStage, string> = {
  TO_EVALUATE: 'orange',
  IN_REVIEW: 'blue',
  APPROVED: 'teal',
  TO_PAY: 'grape',
  PAID: 'green',
  CLOSED: 'gray',
};

/** Where a submitted DA stands on the buyer's side (the DA tool's queue, the dashboard's drawer). */
export function StageBadge({ stage }: { stage: TDaQueueStage }) {
  return (
    <Badge
      color={stageColors[stage]}
      variant="light"
      radius="sm"
      // A badge never cuts its word ("TO EVALU..."): it takes the width it needs.
      style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {daQueueStageLabels[stage]}
    </Badge>
  );
}
