import type { TInvolvement } from '@portcall/contracts/statement-of-facts';
import { createContext, useContext } from 'react';

/** Who looks at the SOF page, so it offers only what that party may do (docs/decisions.md). */
export interface SofViewer {
  side: 'AGENT' | 'BUYER' | 'ADMIN' | 'INVITEE';
  involvement: TInvolvement;
  canEdit: boolean;
  canInvite: boolean;
  /** The timeline's actor id of the viewer ("profile:12", "invite:<uuid>"): its own remarks are its to withdraw. */
  actorId?: string;
}

export const SofViewerContext = createContext<SofViewer>({
  side: 'ADMIN',
  involvement: 'AUTOMATIC',
  canEdit: false,
  canInvite: false,
});
export const useSofViewer = () => useContext(SofViewerContext);

export const canAddEvents = (v: SofViewer) =>
  v.canEdit && (v.side === 'AGENT' || (v.side === 'INVITEE' && v.involvement === 'MASTER'));
export const canRemark = (v: SofViewer) => v.canEdit && v.side !== 'ADMIN';

/** "Failed: text" of an error thrown by the SOF client. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
