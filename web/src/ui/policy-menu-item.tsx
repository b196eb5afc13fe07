import { Menu, Text } from '@mantine/core';
import type { PolicyDecision } from '@portcall/contracts/policy';
import type { ReactNode } from 'react';

/**
 * A menu entry the policy table governs: enabled when allowed; otherwise shown disabled with the
 * table's reason under its label (the label stays, so the person learns the action exists and why
 * it is not theirs) and as its accessible description.
 */
export function PolicyMenuItem({
  decision,
  onClick,
  color,
  children,
}: {
  decision: PolicyDecision;
  onClick: () => void;
  color?: string;
  children: ReactNode;
}) {
  if (decision.allowed)
    return (
      <Menu.Item color={color} onClick={onClick}>
        {children}
      </Menu.Item>
    );
  return (
    <Menu.Item disabled aria-description={decision.reason}>
      {children}
      <Text size="xs" c="dimmed" maw={220}>
        {decision.reason}
      </Text>
    </Menu.Item>
  );
}
