import type { TAppointment } from '@portcall/contracts/appointments';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { useAppointMutation } from '../api/appoint';
import { useCreateAppointmentMutation } from '../api/create-appointment';
import { useSavePortCallMutation } from '../api/save-port-call';
import { useSaveVoyageMutation } from '../api/save-voyage';
import { failureText } from './confirm-action';
import type { WizardPortCall, WizardVoyage } from './wizard-port-call-step';

/** One agent to appoint and the message it receives. */
export interface WizardLetter {
  agentId: number;
  agentName: string;
  instructions: string;
}

/** Where a send stopped: the step that failed, in the user's words, and the server's message. */
export interface SendFailure {
  step: 'voyage' | 'port call' | 'appointment';
  message: string;
  code: string | null;
}

/** What a send created so far: a retry goes on from here instead of creating anything twice. */
interface Progress {
  voyageId: number | null;
  portCallId: number | null;
  drafts: Map<number, TAppointment>;
  sent: Map<number, TAppointment>;
}

const nothingYet = (): Progress => ({ voyageId: null, portCallId: null, drafts: new Map(), sent: new Map() });

/**
 * The wizard's one write: the voyage (if new), the port call (if planned), a draft per agent, then
 * each draft appointed. Nothing exists before this runs, so leaving the wizard early leaves nothing
 * behind; if a call fails half-way, what was created is remembered and "Send" again finishes it.
 */
export function useWizardSend() {
  const saveVoyage = useSaveVoyageMutation();
  const savePortCall = useSavePortCallMutation();
  const createDraft = useCreateAppointmentMutation();
  const appoint = useAppointMutation();
  const progress = useRef<Progress>(nothingYet());
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);

  const fail = (step: SendFailure['step'], error: unknown): null => {
    setFailure({ step, message: failureText(error), code: isApiError(error) ? error.code : null });
    return null;
  };

  async function send(voyage: WizardVoyage, portCall: WizardPortCall, letters: WizardLetter[]) {
    setSending(true);
    setFailure(null);
    const done = progress.current;
    try {
      let voyageId = voyage.voyageId ?? done.voyageId;
      if (voyageId === null) {
        try {
          const created = await saveVoyage.mutateAsync({
            vesselId: voyage.vesselId,
            voyageNumber: voyage.voyageNumber,
            voyageTypeId: null,
          });
          voyageId = done.voyageId = created.id;
        } catch (e) {
          return fail('voyage', e);
        }
      }
      let portCallId = portCall.kind === 'existing' ? portCall.id : done.portCallId;
      if (portCallId === null && portCall.kind === 'planned') {
        try {
          const saved = await savePortCall.mutateAsync({
            ...portCall.plan.values,
            vesselId: voyage.vesselId,
            voyageId,
          });
          portCallId = done.portCallId = saved.id;
        } catch (e) {
          return fail('port call', e);
        }
      }
      if (portCallId === null) return null;
      try {
        for (const letter of letters) {
          if (done.sent.has(letter.agentId)) continue;
          let draft = done.drafts.get(letter.agentId);
          if (!draft) {
            draft = await createDraft.mutateAsync({
              portCallId,
              agentId: letter.agentId,
              instructions: letter.instructions,
            });
            done.drafts.set(letter.agentId, draft);
          }
          done.sent.set(letter.agentId, await appoint.mutateAsync({ id: draft.id }));
        }
      } catch (e) {
        return fail('appointment', e);
      }
      return letters.map((l) => done.sent.get(l.agentId)).filter((a): a is TAppointment => !!a);
    } finally {
      setSending(false);
    }
  }

  /** True once part of a send went through: the earlier steps can no longer change what was created. */
  const hasCreated = () => {
    const p = progress.current;
    return p.voyageId !== null || p.portCallId !== null || p.drafts.size > 0;
  };
  return { send, isSending, failure, hasCreated };
}
