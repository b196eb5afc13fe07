import type { Db } from './db/client';

/**
 * What a module announces of its own changes, for modules built after it to react in the same
 * transaction: a reaction that fails undoes the change, and nothing reacts to a change that did not
 * commit. The owner publishes; a module subscribes when it is built, so reacting never needs an
 * import of (or a port into) the module that changed. Lasting or slow work (mail, reminders) goes
 * through the jobs runner from a reaction, not here.
 */
export interface DomainEvents {
  /** An appointment moved in its state machine (an action of appointments/state-machine.ts). */
  'appointment.state-changed': {
    appointmentId: number;
    /** The appointment's own port call. */
    portCallId: number;
    action: string;
    from: string;
    to: string;
    /** Who acted, for the reactions' audit rows. */
    actor: { profileId: number; companyId: number };
  };
  /** A DA was withdrawn: its evaluation is closed (the payments module drops a payment not yet under way). */
  'evaluation.withdrawn': { evaluationId: number; proformaId: number };
  /** A revision of a DA was submitted: its evaluation now evaluates `proformaId` (docs/decisions.md "Revise in place"). */
  'evaluation.revised': { evaluationId: number; proformaId: number; previousProformaId: number };
  /** A company registered on the public registration pages, with its first profile (a MANAGER). */
  'company.registered': {
    companyId: number;
    profileId: number;
    kind: 'BUYER' | 'AGENT' | 'VENDOR';
    /** The RFQs and Orders e-mails typed at registration (agents and vendors), and the ports served. */
    rfqEmail: string | null;
    ordersEmail: string | null;
    portIds: number[];
  };
}
export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (payload: DomainEvents[K], tx: Db) => Promise<void>;

export interface EventBus {
  subscribe<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): void;
  /** Runs every subscriber in turn, inside the publisher's transaction `tx`. */
  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K], tx: Db): Promise<void>;
}

export function createEventBus(): EventBus {
  const handlers = new Map<DomainEventName, Array<DomainEventHandler<DomainEventName>>>();
  return {
    subscribe(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as DomainEventHandler<DomainEventName>]);
    },
    async publish(name, payload, tx) {
      for (const handler of handlers.get(name) ?? []) await handler(payload, tx);
    },
  };
}
