import type { TLiveChange } from '@portcall/contracts/live';
import { formatMessage } from '@portcall/contracts/messages';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/api-error';
import { type LiveSubject, latestChangeOf, useLiveLog } from '../api/live-changes';
import { useSessionStore } from '../lib/session-store';

const NOTHING_HEARD: ReturnType<typeof useLiveLog.getState>['heard'] = [];

/** A save refused because the item changed since the form read it. */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'STALE_VERSION';
}

/** How a form names who made a change: their name, with their company when it is not one's own. */
export function changerName(change: TLiveChange | undefined, myCompany: string | null): string {
  if (!change?.byName) return 'Someone else';
  return change.byCompany && change.byCompany !== myCompany ? `${change.byName} (${change.byCompany})` : change.byName;
}

/** What an open form shows and does about changes others made to what it edits. */
export interface EditConflict {
  /**
   * The version to send: the one the form was opened (or last reloaded) on, never the newest one the
   * cache reads live, so a save on a changed item meets the server's version check instead of
   * silently overwriting what the other person did.
   */
  version: number | undefined;
  /** "<who> changed this while you were editing", once the item changed under the form. */
  changedBy: string | null;
  /** The last save was refused on a stale version (409 STALE_VERSION). */
  isStale: boolean;
  /** Whether `error` is a version conflict: the form then offers the reload instead of showing it. */
  catches(error: unknown): boolean;
  /** Reads the item again and stands the form on its new version; the form's fields are left alone. */
  reload(): Promise<void>;
  isReloading: boolean;
  /** After one's own save on a form that stays open: it now stands on the saved version. */
  pin(version: number): void;
}

/**
 * One mechanism for every form editing a versioned item others may change at the same time
 * (issue 41: screens stay true while others work). The item's version as the cache now holds it
 * (`current`, read again on every live announcement) is compared with the version the form started
 * from; a difference is named from the announcement that caused it. The typed values are the
 * form's own state and are never touched here: after a reload the user saves them on the new version.
 */
export function useEditConflict(options: {
  /** The item's version as the cache holds it now. */
  current: number | undefined;
  /** How announcements name the item. */
  subject: LiveSubject;
  /** Reads the item again and answers its version as the server has it now. */
  refetch: () => Promise<number | undefined>;
  /** A form open only at times (an inline edit): while closed, it follows the newest version. */
  isEditing?: boolean;
  /** For a form that keeps the version in its own state: the version a reload stood it on. */
  onReloaded?: (version: number | undefined) => void;
}): EditConflict {
  const { current, subject, refetch, isEditing = true, onReloaded } = options;
  const me = useSessionStore((s) => s.profile?.id ?? null);
  const myCompany = useSessionStore((s) => s.company?.name ?? null);
  const [pinned, setPinned] = useState<number | undefined>(current);
  const [since, setSince] = useState(() => useLiveLog.getState().seq);
  const [isStale, setStale] = useState(false);
  const [isReloading, setReloading] = useState(false);

  // Opening the form stands it on what the screen shows at that moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening counts, not each new version
  useEffect(() => {
    setPinned(isEditing ? current : undefined);
    setSince(useLiveLog.getState().seq);
    setStale(false);
  }, [isEditing]);
  // The item may still be loading when the form opens.
  useEffect(() => {
    if (pinned === undefined && current !== undefined && isEditing) setPinned(current);
  }, [pinned, current, isEditing]);

  const version = isEditing ? (pinned ?? current) : current;
  // Versions only grow: a cache still behind one's own save (pinned ahead of it) is no change by others.
  const isChanged = isEditing && version !== undefined && current !== undefined && current > version;
  // Only a changed item reads the log: a long list of rows, each with its own form, stays still.
  const heard = useLiveLog((s) => (isChanged ? s.heard : NOTHING_HEARD));
  const change = isChanged ? latestChangeOf(heard, subject, since, me) : undefined;
  const who = changerName(change, myCompany);

  return {
    version,
    changedBy: isChanged ? formatMessage('LIVE_CHANGED_BY', { name: who }) : null,
    isStale,
    catches(error) {
      const stale = isStaleVersion(error);
      if (stale) setStale(true);
      return stale;
    },
    async reload() {
      setReloading(true);
      try {
        const fresh = await refetch();
        setPinned(fresh);
        setSince(useLiveLog.getState().seq);
        setStale(false);
        onReloaded?.(fresh);
      } finally {
        setReloading(false);
      }
    },
    isReloading,
    pin(saved) {
      setPinned(saved);
      setStale(false);
    },
  };
}
