import { Badge } from '@mantine/core';
import type { TProfileStatus } from '@portcall/contracts/access';
import { profileStatusLabels } from './labels';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant="light" color={isActive ? 'teal' : 'gray'} radius="sm" tt="none">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

const statusColors: Record<TProfileStatus, string> = {
  ACTIVE: 'teal',
  INACTIVE: 'gray',
  PENDING_VERIFICATION: 'yellow',
  PENDING_TERMS_AND_CONDITIONS: 'orange',
};

/** A person's status; a disabled profile says so whatever its status. */
export function UserStatusBadge({ status, isEnabled }: { status: TProfileStatus; isEnabled: boolean }) {
  if (!isEnabled)
    return (
      <Badge variant="light" color="red" radius="sm" tt="none">
        Disabled
      </Badge>
    );
  return (
    <Badge variant="light" color={statusColors[status]} radius="sm" tt="none">
      {profileStatusLabels[status]}
    </Badge>
  );
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
        <Badge variant="light" color="gray" radius="sm" tt="none" title={names.slice(max).join(', ')}>
          +{names.length - max}
        </Badge>
      ) : null}
    </span>
  );
}
