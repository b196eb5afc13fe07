import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { badgeLabel } from '../lib/unread-count';

export interface HeaderIconButtonProps {
  label: string;
  icon: ReactNode;
  /** Unread items; the badge shows nothing at 0. */
  count: number;
  onClick: () => void;
}

/** An icon of the secured header with its unread badge (messages, notifications). */
export function HeaderIconButton({ label, icon, count, onClick }: HeaderIconButtonProps) {
  const badge = badgeLabel(count);
  const name = badge ? `${label}, ${count} unread` : label;
  return (
    <Tooltip label={label} withArrow>
      <Indicator
        label={badge}
        disabled={!badge}
        size={18}
        offset={4}
        color="red"
        withBorder
        inline
        styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
      >
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size={36}
          radius="xl"
          aria-label={name}
          aria-haspopup="dialog"
          onClick={onClick}
          data-count={count}
        >
          {icon}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
