import type { TProformaExportEvent } from '@portcall/contracts/proforma-export';
import type { TProforma } from '@portcall/contracts/proformas';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { OperationNeed } from '../../platform/scope/operations-scope';
import type { AppointmentCore } from '../appointments/module';
import type { ProformaExportRepo } from './export-repo';
import type { ProformaPdfView } from './pdf';
import type { ProformaRepo } from './repo';
import { BUYER_VIEW, type ProformaService } from './service';

/** Who may push a DA to the buyer's systems: the buyer's evaluators. */
const EXPORT: OperationNeed = { authority: 'DA_EVALUATION_VERIFY' };
const isSupplier = (caller: Caller) => caller.type === 'AGENT' || caller.type === 'VENDOR';

/**
 * proforma/trigger-export-event and the DA's PDF. Reads go through the proformas service, so the
 * supplier reaches its own DA and the buyer a submitted one exactly as when loading it.
 */
export function createProformaExportService(deps: {
  db: Db;
  repo: Pick<ProformaRepo, 'find'>;
  exports: Pick<ProformaExportRepo, 'insertExport'>;
  proformas: Pick<ProformaService, 'loadOwn' | 'loadForBuyer'>;
  appointments: Pick<AppointmentCore, 'reach'>;
  clock: () => Date;
}) {
  const { db } = deps;

  return {
    /**
     * Queues the submitted DA as it is now (an outbox row, PENDING) for the integrations module to
     * deliver, like port-call/trigger-export-event; audited. A draft or a deleted DA is 404 as when
     * loading it; a withdrawn one 409 PROFORMA_EXPORT_NOT_ALLOWED.
     */
    async triggerExport(caller: Caller, proformaId: number): Promise<TProformaExportEvent> {
      const proforma = await deps.proformas.loadForBuyer(caller, proformaId);
      return db.transaction(async (tx) => {
        const row = await deps.repo.find(proformaId, tx, true);
        if (!row) throw notFound();
        await deps.appointments.reach(caller, EXPORT, row.appointmentId, tx);
        if (row.status !== 'SUBMITTED') throw conflict('PROFORMA_EXPORT_NOT_ALLOWED');
        const payload = {
          proformaId: proforma.id,
          appointmentId: proforma.appointmentId,
          evaluationId: proforma.evaluationId,
          supplierId: proforma.supplierId,
          type: proforma.type,
          status: row.status,
          currency: proforma.currency,
          total: proforma.total,
          invoiceNumber: proforma.invoiceNumber,
          invoiceDate: proforma.invoiceDate,
          sailingDate: proforma.sailingDate,
          lines: Object.values(proforma.sections)
            .flat()
            .map((e) => ({ section: e.section, code: e.code, name: e.name, currency: e.currency, amount: e.amount })),
        };
        const event = await deps.exports.insertExport(
          {
            companyId: row.companyId,
            proformaId: row.id,
            payload,
            requestedById: caller.profileId,
            requestedAt: deps.clock(),
          },
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: row.companyId,
          entity: 'proforma',
          entityId: row.id,
          action: 'EXPORT',
          after: { exportId: event.id },
        });
        return { id: event.id, proformaId: row.id, status: 'PENDING', requestedAt: event.requestedAt.toISOString() };
      });
    },

    /** What the PDF shows: the supplier's own DA or the buyer's received one, with its port call. */
    async pdfView(caller: Caller, proformaId: number): Promise<ProformaPdfView> {
      const row = await deps.repo.find(proformaId);
      if (!row) throw notFound();
      const proforma: TProforma = isSupplier(caller)
        ? await deps.proformas.loadOwn(caller, row.appointmentId, proformaId)
        : await deps.proformas.loadForBuyer(caller, proformaId);
      const need: OperationNeed = isSupplier(caller) ? { supplier: true } : BUYER_VIEW;
      const { primary } = await deps.appointments.reach(caller, need, row.appointmentId);
      return {
        proforma,
        vessel: `${primary.vessel.name} (IMO ${primary.vessel.imo})`,
        port: `${primary.port.name} (${primary.port.unlocode})`,
        voyageNumber: primary.voyage?.voyageNumber ?? null,
        printedAt: deps.clock().toISOString(),
      };
    },
  };
}
export type ProformaExportService = ReturnType<typeof createProformaExportService>;
