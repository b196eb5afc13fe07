import { Badge, type BadgeProps } from '@mantine/core';
import type { TProfileStatus } from '@portcall/contracts/access';
import type { ReactNode } from 'react';
import { profileStatusLabels } from './labels';

export type Tone = 'teal' | 'gray' | 'red' | 'orange' | 'yellow' | 'navy';

/**
 * Light badge colours that keep the WCAG AA contrast of 4.5:1 for small bold text: Mantine's own
 * light variant (shade 9 on shade 1 at best) falls under it for teal, orange and yellow.
 */
const tones: Record<Tone, { bg: string; c: string }> = {
  teal: { bg: 'teal.0', c: 'teal.9' },
  gray: { bg: 'gray.1', c: 'gray.8' },
  red: { bg: 'red.0', c: 'red.9' },
  orange: { bg: 'orange.0', c: '#9a3412' },
  yellow: { bg: 'yellow.0', c: '#854d0e' },
  navy: { bg: 'navy.1', c: 'navy.9' },
};

export function ToneBadge({
  tone,
  children,
  ...props
}: { tone: Tone; children: ReactNode; title?: string } & BadgeProps) {
  return (
    <Badge variant="light" bg={tones[tone].bg} c={tones[tone].c} radius="sm" tt="none" {...props}>
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
