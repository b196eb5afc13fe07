import {
  appointmentTitle,
  DASH,
  principalDetails,
  type TAppointmentState,
  type TOfficialPreview,
} from '@portcall/contracts/appointments';
import { notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { fullName, iso } from '../../platform/mappers';
import type { OperationNeed } from '../../platform/scope/operations-scope';
import type { PortCallService } from '../port-calls/module';
import type { AppointmentCore } from './core';
import type { CompanyDirectory } from './directory';
import { renderOfficialPreviewPdf } from './preview-pdf';
import type { AppointmentRepo } from './repo';

const VIEW: OperationNeed = { authority: 'DA_VIEW', supplier: true };
const orDash = (v: string | null | undefined) => (v?.trim() ? v.trim() : DASH);

/**
 * The official appointment (operations §2 "Official appointment preview", §3 principal details and
 * title): what the agent receives, readable by the buyer (also while a draft) and by the recipient,
 * as JSON for the page and as a printable PDF.
 */
export function createPreviewService(deps: {
  repo: AppointmentRepo;
  core: AppointmentCore;
  portCalls: Pick<PortCallService, 'reader'>;
  directory: CompanyDirectory;
}) {
  const { repo, core, portCalls, directory } = deps;

  async function preview(caller: Caller, id: number): Promise<TOfficialPreview> {
    const { row } = await core.reach(caller, VIEW, id);
    const view = await portCalls.reader.view(row.portCallId);
    if (!view) throw notFound();
    const activities = await portCalls.reader.activities([row.portCallId]);
    const agent = await directory.card(row.agentCompanyId);
    const [appointment] = await repo.findViews([row.id]);
    const appointedBy = fullName(appointment?.appointedBy);
    const voyageNumber = view.voyage?.voyageNumber ?? view.row.importedVoyageNumber;
    return {
      id: row.id,
      title: appointmentTitle({ vessel: view.vessel.name, voyageNumber, port: view.port.name }),
      state: row.state as TAppointmentState,
      principal: principalDetails(await directory.principalSource(row.companyId)),
      agent: {
        name: orDash(agent?.name),
        street: orDash(agent?.address),
        city: orDash(agent?.city),
        country: orDash(agent?.country),
        email: orDash(agent?.email),
        phone: orDash(agent?.phone),
      },
      vessel: {
        name: view.vessel.name,
        imo: view.vessel.imo,
        vesselType: view.vessel.vesselType,
        size: orDash(view.vessel.size),
        dwt: view.vessel.dwt,
      },
      voyageNumber: orDash(voyageNumber),
      port: { name: view.port.name, unlocode: view.port.unlocode, country: view.country.name },
      eta: iso(view.row.eta),
      ets: iso(view.row.ets),
      laycanStart: iso(view.row.laycanStart),
      laycanEnd: iso(view.row.laycanEnd),
      activities: activities.map((a) => ({ type: a.activityType.name, cargo: orDash(a.cargo) })),
      instructions: orDash(row.instructions),
      appointedAt: iso(row.appointedAt),
      appointedBy: orDash(appointedBy),
    };
  }

  /** The same letter as a PDF (pdfmake with the standard Helvetica font: no font files to ship). */
  async function previewPdf(caller: Caller, id: number): Promise<{ filename: string; pdf: Buffer }> {
    const letter = await preview(caller, id);
    return { filename: `appointment-${letter.id}.pdf`, pdf: await renderOfficialPreviewPdf(letter) };
  }

  return { preview, previewPdf };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
