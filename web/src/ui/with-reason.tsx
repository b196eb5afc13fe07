import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/**
 * A control that cannot act now says why: with a reason, the child (usually a disabled
 * button) sits in a wrapper that carries the reason as a tooltip, because a disabled button gets
 * no pointer events and so never shows a tooltip of its own. Without a reason the child is as is.
 * Texts come from the message catalogue (packages/contracts messages.ts).
 */
export function WithReason({ reason, children }: { reason: string | null | undefined; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip label={reason} multiline maw={320} withinPortal zIndex={400}>
      <span className="with-reason" data-reason={reason}>
        {children}
      </span>
    </Tooltip>
  );
}
