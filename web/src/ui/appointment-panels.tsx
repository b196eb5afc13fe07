import { Divider, Stack } from '@mantine/core';
// access-rules, not access: this file is in the entry (the app shell), which carries no zod.
import { canUse, hasAuthority } from '@portcall/contracts/access-rules';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { useSessionStore } from '../lib/session-store';

/** What an appointment's conversation needs: the appointment and its buyer company. */
export interface AppointmentConversationProps {
  appointmentId: number;
  buyerId: number;
  height?: number | string;
}

/** What the rating of an appointment's agent needs. */
export interface AppointmentRatingProps {
  appointmentId: number;
}

/** What an agent's figures next to its name need: the agent, and the port of the call if known. */
export interface AgentFiguresProps {
  agentId: number;
  portId: number | null;
}

/** What the link to a port call's statement of facts needs. */
export interface AppointmentSofProps {
  portCallId: number;
  kind: 'buyer' | 'agent' | 'vendor';
}

/**
 * The panels of other features a page about an appointment shows: the messages feature's
 * conversation and the ratings feature's rating. Features may not import each other (STYLE rule 9):
 * the app shell provides them here once, pages place the sections below (or `AppointmentMessages`).
 */
export interface AppointmentPanels {
  Conversation?: ComponentType<AppointmentConversationProps>;
  Rating?: ComponentType<AppointmentRatingProps>;
  /** The agent directory's figures of an agent, beside it where the buyer chooses agents. */
  AgentFigures?: ComponentType<AgentFiguresProps>;
  /** The statement-of-facts feature's way to the SOF of an appointment's port call. */
  Sof?: ComponentType<AppointmentSofProps>;
  /** The integrations feature's task-flow section of an evaluation. */
  TaskFlow?: ComponentType<EvaluationTaskFlowProps>;
}

/** What the task-flow section of an evaluation needs: the evaluation and the buyer's company. */
export interface EvaluationTaskFlowProps {
  evaluationId: number;
  buyerId: number;
}

const PanelsContext = createContext<AppointmentPanels>({});

/** Provides the panels; an inner provider adds to (or replaces some of) the outer one's. */
export function AppointmentPanelsProvider({ panels, children }: { panels: AppointmentPanels; children: ReactNode }) {
  const outer = useContext(PanelsContext);
  return <PanelsContext.Provider value={{ ...outer, ...panels }}>{children}</PanelsContext.Provider>;
}

export const useAppointmentPanels = () => useContext(PanelsContext);

/**
 * The "Agent rating" section of a closed appointment: the buyer rates its agent (or reads the rating).
 * Shown to those who may view ratings (AGENT_RATING_VIEW); renders nothing where no rating panel is
 * provided (component tests).
 */
export function AppointmentRating({ appointmentId }: AppointmentRatingProps) {
  const { Rating } = useAppointmentPanels();
  const profile = useSessionStore((s) => s.profile);
  if (!Rating || !profile || !hasAuthority(profile, 'AGENT_RATING_VIEW')) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Agent rating">
      <Divider label="Agent rating" labelPosition="left" />
      <Rating appointmentId={appointmentId} />
    </Stack>
  );
}

/**
 * The agent directory's figures of one agent (the buyer's own history with it), where the buyer
 * chooses whom to appoint. For profiles of the agent directory (AGENT_DIRECTORY_VIEW); nothing
 * where no figures panel is provided.
 */
export function AgentFiguresLine(props: AgentFiguresProps) {
  const { AgentFigures } = useAppointmentPanels();
  const profile = useSessionStore((s) => s.profile);
  if (!AgentFigures || !profile || !canUse(profile, 'AGENT_DIRECTORY', 'AGENT_DIRECTORY_VIEW')) return null;
  return <AgentFigures {...props} />;
}

/**
 * The way to the statement of facts of an accepted appointment's port call; nothing where the SOF
 * feature is not provided (component tests) or the appointment was never accepted.
 */
export function AppointmentSofLink({ portCallId, kind, state }: AppointmentSofProps & { state: string }) {
  const { Sof } = useAppointmentPanels();
  if (!Sof || (state !== 'ACCEPTED' && state !== 'CLOSED')) return null;
  return <Sof portCallId={portCallId} kind={kind} />;
}

/** The evaluation's task-flow section (send to task flow, the task); nothing where not provided. */
export function EvaluationTaskFlow(props: EvaluationTaskFlowProps) {
  const { TaskFlow } = useAppointmentPanels();
  if (!TaskFlow) return null;
  return <TaskFlow {...props} />;
}
