import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, profiles } from '../../server/src/modules/account/db';
import { appointments } from '../../server/src/modules/appointments/db';
import { evaluations } from '../../server/src/modules/evaluations/db';
import { conversations, messageReceipts, messages } from '../../server/src/modules/messages/db';
import { notifications } from '../../server/src/modules/notifications/db';
import { payments } from '../../server/src/modules/payments/db';
import { proformas } from '../../server/src/modules/proformas/db';
import type { Db } from '../../server/src/platform/db/client';
import { insertBatched, insertReturningIds } from './batch';
import type { Random } from './prng';

const DAY = 86_400_000;

/**
 * What a working day reads besides the dashboard's port calls (bench/working-day.ts): after the DA
 * history (das.ts), an evaluation and a payment of every FDA, in the states a year of payments leaves
 * (most PAID, the recent ones waiting for review or approval); conversations on the latest accepted
 * appointments with messages both ways and a receipt per recipient; and notifications for the buyer's
 * people. Written to the tables directly, like every generator: the bench measures reading them.
 */
export async function generateWorkingDay(
  db: Db,
  rnd: Random,
  input: { buyerId: number; conversations: number; messagesPerConversation: number; notificationsPerPerson: number },
) {
  const fdas = await db
    .select({
      id: proformas.id,
      appointmentId: proformas.appointmentId,
      currency: proformas.currency,
      submittedAt: proformas.submittedAt,
    })
    .from(proformas)
    .where(
      and(
        eq(proformas.companyId, input.buyerId),
        eq(proformas.type, 'FDA'),
        // The demo's own DAs have their evaluations already.
        sql`not exists (select 1 from ${evaluations} e where e.proforma_id = ${proformas.id})`,
      ),
    )
    .orderBy(asc(proformas.id));
  const evaluationIds = await insertReturningIds(
    db,
    evaluations,
    fdas.map((d) => ({
      proformaId: d.id,
      appointmentId: d.appointmentId,
      companyId: input.buyerId,
      type: 'FDA',
      status: 'OPEN',
      currency: d.currency,
      rate: '1',
    })),
  );
  const now = Date.now();
  const rows: Array<typeof payments.$inferInsert> = fdas.map((d, i) => {
    const age = now - (d.submittedAt?.getTime() ?? now);
    // The last month's payments are still on their way; older ones were paid.
    const status =
      age > 30 * DAY
        ? 'PAID'
        : (rnd.pick(['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'PAID', 'BACK_FOR_REVIEW']) as string);
    const amount = `${rnd.int(2_000, 90_000)}.${String(rnd.int(0, 99)).padStart(2, '0')}`;
    return {
      companyId: input.buyerId,
      evaluationId: evaluationIds[i] as number,
      proformaId: d.id,
      appointmentId: d.appointmentId,
      currency: d.currency,
      status,
      approvedAmount: amount,
      remittedAmount: status === 'PAID' ? amount : null,
      paidDate:
        status === 'PAID' ? new Date((d.submittedAt?.getTime() ?? now) + 20 * DAY).toISOString().slice(0, 10) : null,
      updatedAt: new Date(Math.min(now, (d.submittedAt?.getTime() ?? now) + rnd.int(1, 40) * DAY)),
    };
  });
  await insertBatched(db, payments, rows);
  // The evaluation keeps its payment's state, as the payments module records it on each transition.
  await db.execute(sql`update ${evaluations} e set payment_state = p.status from ${payments} p
    where p.evaluation_id = e.id and p.company_id = ${input.buyerId}`);

  // Conversations on the latest accepted appointments: both companies' people write.
  const [buyer] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, input.buyerId));
  const buyerPeople = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.companyId, input.buyerId))
    .orderBy(asc(profiles.id));
  const talked = await db
    .select({ id: appointments.id, agentCompanyId: appointments.agentCompanyId })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, input.buyerId),
        eq(appointments.state, 'ACCEPTED'),
        // The demo's own conversations stay as the demo made them.
        sql`not exists (select 1 from ${conversations} c where c.appointment_id = ${appointments.id})`,
      ),
    )
    .orderBy(asc(appointments.id))
    .limit(input.conversations);
  const agentPeople = new Map<number, Array<{ id: number; name: string | null }>>();
  for (const a of talked)
    if (!agentPeople.has(a.agentCompanyId))
      agentPeople.set(
        a.agentCompanyId,
        await db
          .select({ id: profiles.id, name: profiles.name })
          .from(profiles)
          .where(eq(profiles.companyId, a.agentCompanyId)),
      );
  await insertBatched(
    db,
    conversations,
    talked.map((a) => ({
      appointmentId: a.id,
      buyerCompanyId: input.buyerId,
      supplierCompanyId: a.agentCompanyId,
      createdAt: new Date(now - 10 * DAY),
    })),
  );
  const sent: Array<typeof messages.$inferInsert> = [];
  const recipientsOf: number[][] = [];
  for (const a of talked) {
    const agents = agentPeople.get(a.agentCompanyId) ?? [];
    for (let m = 0; m < input.messagesPerConversation; m++) {
      const fromBuyer = agents.length === 0 || rnd.chance(0.5);
      const sender = fromBuyer ? rnd.pick(buyerPeople) : rnd.pick(agents);
      if (!sender) continue;
      sent.push({
        conversationId: a.id,
        senderProfileId: sender.id,
        senderCompanyId: fromBuyer ? input.buyerId : a.agentCompanyId,
        senderFullName: sender.name ?? 'Bench sender',
        senderCompanyName: fromBuyer ? (buyer?.name ?? 'Buyer') : 'Agency',
        title: m === 0 ? 'Arrival' : null,
        text: `<p>Update ${m + 1}: berth, pilot and launch times confirmed.</p>`,
        sentAt: new Date(now - (input.messagesPerConversation - m) * 3_600_000),
      });
      recipientsOf.push([...buyerPeople, ...agents].map((p) => p.id).filter((id) => id !== sender.id));
    }
  }
  const messageIds = await insertReturningIds(db, messages, sent);
  const receipts = messageIds.flatMap((messageId, i) =>
    (recipientsOf[i] ?? []).map((profileId) => ({
      messageId,
      profileId,
      readAt: rnd.chance(0.7) ? new Date(now - DAY) : null,
    })),
  );
  await insertBatched(db, messageReceipts, receipts, 5000);

  const notes: Array<typeof notifications.$inferInsert> = [];
  for (const person of buyerPeople)
    for (let n = 0; n < input.notificationsPerPerson; n++)
      notes.push({
        profileId: person.id,
        eventType: rnd.pick(['APPOINTMENT', 'EVALUATION', 'PAYMENT'] as const),
        eventId: rnd.pick(talked)?.id ?? 1,
        eventMessage: 'A DA was submitted for your port call',
        createdAt: new Date(now - (input.notificationsPerPerson - n) * 3_600_000),
        readAt: rnd.chance(0.8) ? new Date(now - DAY) : null,
      });
  await insertBatched(db, notifications, notes, 5000);
  return {
    payments: rows.length,
    conversations: talked.length,
    messages: messageIds.length,
    receipts: receipts.length,
    notifications: notes.length,
    conversationIds: talked.map((a) => a.id),
  };
}
