import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { formatMessage } from '@portcall/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { latestChangeOf, useLiveLog } from '../../../api/live-changes';
import { useSessionStore } from '../../../lib/session-store';
import { changerName, type EditConflict, isStaleVersion, useEditConflict } from '../../../ui/use-edit-conflict';
import { evaluationKeys } from '../api/keys';
import { loadEvaluation } from '../api/load-evaluation';
import { findLine } from '../lib/line-actions';

/**
 * The edit conflict of a line's dialog (ui/use-edit-conflict.ts): `line` is the line as the cache
 * holds it now; a reload reads the whole evaluation again, as every line action does.
 */
export function useLineConflict(evaluationId: number, line: TExpenseEvaluation | null, isEditing = true) {
  const readAgain = useReadEvaluationAgain(evaluationId);
  return useEditConflict({
    current: line?.version,
    subject: lineSubject(evaluationId, line),
    refetch: async () => (line ? findLine(await readAgain(), line.id)?.version : undefined),
    isEditing: isEditing && line !== null,
  });
}

const lineSubject = (evaluationId: number, line: TExpenseEvaluation | null) => ({
  kind: 'evaluation' as const,
  id: evaluationId,
  ...(line ? { part: { entity: 'expense_evaluation', id: line.id } } : {}),
});

/** Reads the whole evaluation again, as every line action does after it ran. */
function useReadEvaluationAgain(evaluationId: number): () => Promise<TEvaluation> {
  const client = useQueryClient();
  return () =>
    client.fetchQuery({
      queryKey: evaluationKeys.load(evaluationId),
      queryFn: ({ signal }) => loadEvaluation(evaluationId, signal),
      staleTime: 0,
    });
}

/** The edit conflict of a dialog acting on several lines at once, with the version to send for each. */
export interface LinesConflict extends EditConflict {
  versionOf(line: TExpenseEvaluation): number;
  /** After one's own save on a dialog that stays open: every line now stands on `latest`. */
  pinAll(latest: TEvaluation): void;
}

/**
 * useLineConflict for a dialog on several lines (bulk accounting codes): each line stays on the
 * version it had when the dialog opened (or was last reloaded); the notice names who changed which
 * of the `chosen` lines, and a reload stands every line on its new version, leaving the choices alone.
 * `lines` are the lines the dialog may act on as the cache holds them now; `nameOf` how it names one.
 */
export function useLinesConflict(
  evaluationId: number,
  lines: readonly TExpenseEvaluation[],
  chosen: readonly number[],
  nameOf: (line: TExpenseEvaluation) => string,
): LinesConflict {
  const readAgain = useReadEvaluationAgain(evaluationId);
  const me = useSessionStore((s) => s.profile?.id ?? null);
  const myCompany = useSessionStore((s) => s.company?.name ?? null);
  const [pinned, setPinned] = useState(() => versionsOf(lines));
  const [since, setSince] = useState(() => useLiveLog.getState().seq);
  const [isStale, setStale] = useState(false);
  const [isReloading, setReloading] = useState(false);
  // Lines still loading when the dialog opened (or new split parts) stand on the first version seen.
  const unseen = lines.filter((l) => !pinned.has(l.id));
  useEffect(() => {
    if (unseen.length > 0) setPinned((p) => new Map([...p, ...versionsOf(unseen)]));
  });
  const pinnedOf = (l: TExpenseEvaluation) => pinned.get(l.id) ?? l.version;
  const changed = lines.filter((l) => chosen.includes(l.id) && l.version > pinnedOf(l));
  const heard = useLiveLog((s) => (changed.length > 0 ? s.heard : NOTHING_HEARD));
  // One part per person: "Lars Eriksen changed Pilotage, Towage".
  const byWho = new Map<string, string[]>();
  for (const l of changed) {
    const who = changerName(latestChangeOf(heard, lineSubject(evaluationId, l), since, me), myCompany);
    byWho.set(who, [...(byWho.get(who) ?? []), nameOf(l)]);
  }
  const changes = [...byWho].map(([name, names]) =>
    formatMessage('LIVE_CHANGED_LINES_PART', { name, lines: names.join(', ') }),
  );
  return {
    version: undefined,
    versionOf: pinnedOf,
    changedBy: changes.length > 0 ? formatMessage('LIVE_CHANGED_LINES_BY', { changes: changes.join('; ') }) : null,
    isStale,
    catches(error) {
      const stale = isStaleVersion(error);
      if (stale) setStale(true);
      return stale;
    },
    async reload() {
      setReloading(true);
      try {
        const fresh = await readAgain();
        setPinned(versionsOf(lines.map((l) => findLine(fresh, l.id) ?? l)));
        setSince(useLiveLog.getState().seq);
        setStale(false);
      } finally {
        setReloading(false);
      }
    },
    isReloading,
    pin() {
      setStale(false);
    },
    pinAll(latest) {
      setPinned(versionsOf(lines.map((l) => findLine(latest, l.id) ?? l)));
      setSince(useLiveLog.getState().seq);
      setStale(false);
    },
  };
}

const NOTHING_HEARD: ReturnType<typeof useLiveLog.getState>['heard'] = [];
const versionsOf = (lines: readonly TExpenseEvaluation[]) => new Map(lines.map((l) => [l.id, l.version]));
