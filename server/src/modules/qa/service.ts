import { randomBytes } from 'node:crypto';
import type { TCloneDa, TClonedDa, TDemoCompany, TSetupDemoCompany } from '@portcall/contracts/qa';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { type AccountDirectory, buildDemoCompany, fullBuyerAuthorities, fullBuyerProducts } from '../account/module';
import { type AppointmentFacts, buildDemoAppointment } from '../appointments/module';
import { buildDemoFleet, vesselIdsOf } from '../fleet/module';
import { copyPortCallFor } from '../port-calls/module';
import type { ProformaQa } from '../proformas/module';
import { terminals } from '../refdata/db';
import { buildDemoOperations } from './demo-operations';

/** The agent every demo buyer appoints: the demo seed's agency (it has users, ports and bank accounts). */
export const DEMO_AGENT_NAME = 'Aegean Port Agency';
export const QA_TASKS_FLAG = 'QA_TASKS';

/** Letters and digits of a name, for a username ("Ødegård" -> "odegard"). */
function slug(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  return plain.slice(0, 30) || 'demo';
}

/** A password shown once: upper and lower case letters and digits, 16 characters of randomness. */
function generatePassword(): string {
  return `Qa${randomBytes(12).toString('base64url')}7`;
}

/**
 * Support's QA tasks (operations §7 "QA", issue 25): a complete demo buyer company from a name, and
 * a deep copy of a DA into another buyer. Both only while the QA_TASKS flag is on; each runs in one
 * transaction through the owning modules' builders and is audited with the administrator's id.
 */
export function createQaService(deps: {
  db: Db;
  clock: () => Date;
  flags: { isOn(name: string, tx?: Db): Promise<boolean> };
  directory: Pick<AccountDirectory, 'findAgents' | 'findCompanyById' | 'findProfileIdsWithAccess'>;
  appointments: Pick<AppointmentFacts, 'findAppointment'>;
  proformas: ProformaQa;
  hashPassword: (password: string) => Promise<string>;
}) {
  const { db } = deps;

  async function requireFlag() {
    if (!(await deps.flags.isOn(QA_TASKS_FLAG))) throw new AppError(403, 'QA_TASKS_DISABLED');
  }

  async function setupDemoCompany(caller: Caller, input: TSetupDemoCompany): Promise<TDemoCompany> {
    await requireFlag();
    const [agent] = await deps.directory.findAgents({ names: [DEMO_AGENT_NAME] });
    if (!agent) throw new AppError(409, 'QA_DEMO_AGENT_MISSING', undefined, { agent: DEMO_AGENT_NAME });
    const [agentProfileId] = await deps.directory.findProfileIdsWithAccess(agent.id, 'DA_TOOL', 'DA_VIEW');
    const suffix = randomBytes(2).toString('hex');
    const username = `${slug(input.firstName)}.${slug(input.lastName)}.${suffix}@demo.portcall.example`;
    const companyName = `${input.firstName} ${input.lastName} Demo Shipping ${suffix.toUpperCase()}`;
    const password = generatePassword();
    const passwordHash = await deps.hashPassword(password);
    const now = deps.clock();

    return db.transaction(async (tx) => {
      const { companyId, profileIds } = await buildDemoCompany(
        tx,
        {
          type: 'BUYER',
          name: companyName,
          country: 'NO',
          city: 'Oslo',
          departments: [{ name: 'Operations', abbreviation: 'OPS' }],
          profiles: [
            {
              username,
              name: input.firstName,
              surname: input.lastName,
              departmentRole: 'MANAGER',
              department: 'Operations',
              products: fullBuyerProducts,
              authorities: fullBuyerAuthorities,
              canBeHijacked: true,
            },
          ],
        },
        passwordHash,
        now,
      );
      const profileId = profileIds.get(username) as number;
      const vessels = await buildDemoFleet(tx, companyId, input.lastName);
      const operations = await buildDemoOperations(tx, {
        buyerId: companyId,
        agentId: agent.id,
        managerId: profileId,
        agentProfileId: agentProfileId ?? null,
        vesselIds: [...vessels.values()],
        vesselNames: [...vessels.keys()],
        voyagePrefix: `${(input.firstName[0] ?? 'D').toUpperCase()}${(input.lastName[0] ?? 'C').toUpperCase()}26`,
        emailDomain: 'demo.portcall.example',
        now,
      });
      const accepted = operations.find((o) => o.state === 'ACCEPTED') as (typeof operations)[number];
      const [terminal] = await tx
        .select({ id: terminals.id })
        .from(terminals)
        .where(eq(terminals.portId, accepted.portId))
        .limit(1);
      const { proformaId } = await deps.proformas.submitDemoPda(tx, {
        appointmentId: accepted.appointmentId,
        companyId,
        supplierId: agent.id,
        agentProfileId: agentProfileId ?? null,
        currency: 'EUR',
        terminalId: terminal?.id ?? null,
        lines: [
          { code: 'PORT_DUES', amount: '1000.50' },
          { code: 'PILOTAGE_IN', amount: '250.25' },
          { code: 'AGENCY_FEE', amount: '800.00' },
        ],
      });
      // The password is never written anywhere but as the profile's hash.
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'qa_task',
        entityId: companyId,
        action: 'SETUP_DEMO_COMPANY',
        after: { companyId, companyName, profileId, username, proformaId },
      });
      return {
        companyId,
        companyName,
        profileId,
        username,
        password,
        portCallIds: operations.map((o) => o.portCallId),
        proformaId,
      };
    });
  }

  async function cloneDa(caller: Caller, input: TCloneDa): Promise<TClonedDa> {
    await requireFlag();
    return db.transaction(async (tx) => {
      const source = await deps.proformas.findClonable(input.proformaId, tx);
      if (!source) throw notFound();
      const target = await deps.directory.findCompanyById(input.targetCompanyId, tx);
      if (!target) throw notFound();
      if (target.type !== 'BUYER') throw new AppError(409, 'QA_TARGET_NOT_BUYER');
      const [vesselId] = await vesselIdsOf(tx, target.id);
      if (vesselId === undefined) throw new AppError(409, 'QA_TARGET_HAS_NO_VESSEL');
      const appointment = await deps.appointments.findAppointment(source.appointmentId, tx);
      if (!appointment) throw notFound();
      const [buyerProfileId] = await deps.directory.findProfileIdsWithAccess(target.id, 'DA_TOOL', 'DA_VIEW', tx);
      const [agentProfileId] = await deps.directory.findProfileIdsWithAccess(
        source.supplierId,
        'DA_TOOL',
        'DA_VIEW',
        tx,
      );
      const copied = await copyPortCallFor(tx, appointment.portCallId, {
        companyId: target.id,
        vesselId,
        createdById: buyerProfileId ?? null,
        agentIds: [source.supplierId],
        voyageNumber: `QA-${source.id}-${randomBytes(2).toString('hex').toUpperCase()}`,
      });
      if (!copied) throw notFound();
      const now = deps.clock();
      const { appointmentId } = await buildDemoAppointment(tx, {
        companyId: target.id,
        portCallId: copied.portCallId,
        agentCompanyId: source.supplierId,
        state: 'ACCEPTED',
        instructions: appointment.instructions ?? '',
        buyerProfileId: buyerProfileId ?? null,
        agentProfileId: agentProfileId ?? null,
        appointedAt: now,
        acceptedAt: now,
      });
      const clone = await deps.proformas.clone(tx, source, {
        appointmentId,
        companyId: target.id,
        byProfileId: caller.profileId,
      });
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'qa_task',
        entityId: clone.proformaId,
        action: 'CLONE_DA',
        before: { proformaId: source.id, companyId: source.companyId },
        after: { proformaId: clone.proformaId, companyId: target.id, appointmentId, portCallId: copied.portCallId },
      });
      return {
        proformaId: clone.proformaId,
        appointmentId,
        portCallId: copied.portCallId,
        evaluationId: clone.evaluationId,
        status: source.status === 'SUBMITTED' ? 'SUBMITTED' : 'DRAFT',
      };
    });
  }

  return { setupDemoCompany, cloneDa };
}
export type QaService = ReturnType<typeof createQaService>;
