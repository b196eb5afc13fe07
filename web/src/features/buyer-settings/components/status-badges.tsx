import { Badge, type BadgeProps } from '@mantine/core';
import type { TProfileStatus } from '@portcall/contracts/access';
import type { ReactNode } from 'react';
import { profileStatusLabels } from './labels';

export type Tone = 'teal' | 'gray' | 'red' | 'orange' | 'yellow' | 'navy';

/**
 * A light badge whose text uses the darkest shade of its colour: Mantine's default light text
 * (shade 6-8 on shade 0-1) falls just under the WCAG AA contrast of 4.5:1 for small bold text.
 */
export function ToneBadge({ tone, children, ...props }: { tone: Tone; children: ReactNode } & BadgeProps) {
  return (
    <Badge variant="light" color={tone} c={`${tone}.9`} radius="sm" tt="none" {...props}>
      {children}
    </Badge>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <ToneBadge tone={isActive ? 'teal' : 'gray'}>{isActive ? 'Active' : 'Inactive'}</ToneBadge>;
}

const statusTones: Record<TProfileStatus, Tone> = {
  ACTIVE: 'teal',
  INACTIVE: 'gray',
  PENDING_VERIFICATION: 'yellow',
  PENDING_TERMS_AND_CONDITIONS: 'orange',
};

/** A person's status; a disabled profile says so whatever its status. */
export function UserStatusBadge({ status, isEnabled }: { status: TProfileStatus; isEnabled: boolean }) {
  if (!isEnabled) return <ToneBadge tone="red">Disabled</ToneBadge>;
  return <ToneBadge tone={statusTones[status]}>{profileStatusLabels[status]}</ToneBadge>;
}

/** A short list of names as badges, with "+n" for the rest. */
export function NameList({ names, max = 3, empty = '—' }: { names: readonly string[]; max?: number; empty?: string }) {
  if (names.length === 0) return <span>{empty}</span>;
  const shown = names.slice(0, max);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {shown.map((name) => (
        <Badge key={name} variant="outline" color="navy" radius="sm" tt="none" fw={500}>
          {name}
        </Badge>
      ))}
      {names.length > max ? (
        <ToneBadge tone="gray" title={names.slice(max).join(', ')}>
          +{names.length - max}
        </ToneBadge>
      ) : null}
    </span>
  );
}
