import { messages } from '@portcall/contracts/messages';
import type { TSofAttachment, TVerification } from '@portcall/contracts/statement-of-facts';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, conflict } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import { asDownload, type FileStorage } from '../../platform/files/storage';
import { sha256 } from './canonical';
import type { SofPrincipal } from './parties';
import { renderSofPdf } from './pdf';
import type { SofAttachmentRow, SofRepo } from './repo';
import type { SofCore } from './service';

/** operations §7 downloadList: the documents of a SOF (`code` of the download call). */
export interface DownloadItem {
  code: 'SOF' | 'SIGNED_SOF';
  name: string;
  isAvailable: boolean;
}

/** The statuses in which every required party's signature stands. */
const SIGNED_STATUSES = ['SIGNED', 'LOCKED', 'SUBMITTED'];
const toAttachment = (a: SofAttachmentRow): TSofAttachment => ({
  id: a.id,
  name: a.name,
  eventId: a.eventId,
  createdAt: a.createdAt.toISOString(),
  actorName: a.actorName,
});

/**
 * Files of a SOF: attachments of the SOF and its events (multipart through platform/files, the
 * 20/25 MB limits of DESIGN §5), the PDF download (the working copy, or the signed one, whose byte
 * hash is recorded so the copy can be verified later) and that verification.
 */
export function createSofDocuments(deps: {
  db: Db;
  repo: SofRepo;
  core: SofCore;
  clock: () => Date;
  files: Pick<FileStorage, 'save' | 'read' | 'open' | 'remove'>;
}) {
  const { db, repo, core, clock, files } = deps;

  /** Attachments are not signed content: they may be added until the SOF is submitted. */
  async function addAttachments(
    principal: SofPrincipal,
    portCallId: number,
    eventId: number | null,
    parts: UploadedPart[],
  ) {
    const reached = await core.reach(principal, 'attach', portCallId);
    const uploads = parts.filter((p) => p.field === 'attachments');
    if (uploads.length === 0) throw badRequest('VALIDATION_FAILED', { attachments: messages.REQUIRED });
    if (reached.sof.status === 'SUBMITTED' || reached.sof.status === 'HIDDEN') throw conflict('SOF_READ_ONLY');
    const stored = await Promise.all(uploads.map((u) => files.save(u.buffer, u.filename)));
    try {
      return await db.transaction(async (tx) => {
        const r = await core.reach(principal, 'attach', portCallId, tx, true);
        if (eventId !== null && !(await repo.findEvent(r.sof.id, eventId, tx)))
          throw new AppError(404, 'SOF_EVENT_NOT_FOUND');
        const rows: TSofAttachment[] = [];
        for (const file of stored) {
          const row = await repo.insertAttachment(
            {
              sofId: r.sof.id,
              eventId,
              fileId: file.id,
              name: file.name,
              actorId: r.actor.actorId,
              actorName: r.actorName,
              createdAt: clock(),
            },
            tx,
          );
          await core.record(tx, r, 'ADD', `Attachment ${file.name}`, eventId);
          rows.push(toAttachment(row));
        }
        return rows;
      });
    } catch (error) {
      await Promise.all(stored.map((f) => files.remove(f.id)));
      throw error;
    }
  }

  /** Only who attached a file (or the agent's editors) removes it. */
  async function removeAttachment(principal: SofPrincipal, portCallId: number, eventId: number | null, id: number) {
    const fileId = await db.transaction(async (tx) => {
      const r = await core.reach(principal, 'attach', portCallId, tx, true);
      const row = await repo.findAttachment(r.sof.id, id, tx);
      if (!row || row.eventId !== eventId) throw new AppError(404, 'NOT_FOUND');
      if (row.actorId !== r.actor.actorId && r.actor.side !== 'AGENT') throw new AppError(403, 'FORBIDDEN');
      await repo.deleteAttachment(row.id, tx);
      await core.record(tx, r, 'DELETE', `Attachment ${row.name}`, eventId);
      return row.fileId;
    });
    await files.remove(fileId);
    return { id };
  }

  async function readAttachment(principal: SofPrincipal, portCallId: number, id: number) {
    const r = await core.reach(principal, 'view', portCallId);
    const row = await repo.findAttachment(r.sof.id, id);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return { name: row.name, ...asDownload(await files.open(row.fileId)) };
  }

  async function downloadList(principal: SofPrincipal, portCallId: number): Promise<DownloadItem[]> {
    const r = await core.reach(principal, 'view', portCallId);
    return [
      { code: 'SOF', name: 'Statement of facts (working copy)', isAvailable: true },
      { code: 'SIGNED_SOF', name: 'Signed statement of facts', isAvailable: SIGNED_STATUSES.includes(r.sof.status) },
    ];
  }

  /**
   * GET download/{portCallId}?code&actorId: the PDF. A signed copy's byte hash is recorded with the
   * content hash it shows, so `verify` can later tell whether a file is one we issued.
   */
  async function download(principal: SofPrincipal, portCallId: number, code: string) {
    const r = await core.reach(principal, 'view', portCallId);
    if (code !== 'SOF' && code !== 'SIGNED_SOF')
      throw badRequest('SOF_UNKNOWN_DOCUMENT', { code: messages.SOF_UNKNOWN_DOCUMENT });
    if (code === 'SIGNED_SOF' && !SIGNED_STATUSES.includes(r.sof.status)) throw conflict('SOF_NOT_SIGNED');
    const view = await core.view(principal, r);
    const pdf = await renderSofPdf(view);
    if (code === 'SIGNED_SOF')
      await repo.insertSignedDocument({
        pdfHash: sha256(pdf),
        sofId: r.sof.id,
        contentHash: view.contentHash,
        createdAt: clock(),
      });
    const stamp = r.portCall.vessel.name.replace(/[^\w-]+/g, '_');
    return { name: `${code === 'SIGNED_SOF' ? 'signed-' : ''}sof-${stamp}-${portCallId}.pdf`, content: pdf };
  }

  /**
   * Whether a PDF is a signed SOF we issued and still stands for the SOF's content: its byte hash is
   * on record, and the SOF's current content hash is the one every valid signature covers.
   */
  async function verify(principal: SofPrincipal, parts: UploadedPart[]): Promise<TVerification> {
    const file = parts.find((p) => p.field === 'attachments' || p.field === 'file');
    if (!file) throw badRequest('VALIDATION_FAILED', { attachments: messages.REQUIRED });
    const found = await repo.findSignedDocument(sha256(file.buffer));
    const none: TVerification = { isValid: false, portCallId: null, contentHash: null, signatures: [] };
    if (!found) return none;
    const portCallId = (await repo.findById(found.sofId))?.portCallId;
    if (portCallId === undefined) return none;
    const r = await core.reach(principal, 'view', portCallId).catch(() => null);
    if (!r) return none;
    const view = await core.view(principal, r);
    const valid = view.signatures.filter((s) => s.isValid && !s.isDeclined && s.contentHash === found.contentHash);
    return {
      isValid: view.contentHash === found.contentHash && valid.length > 0 && SIGNED_STATUSES.includes(view.status),
      portCallId,
      contentHash: found.contentHash,
      signatures: valid.map((s) => ({ involvement: s.involvement, actorName: s.actorName, signedAt: s.signedAt })),
    };
  }

  return { addAttachments, removeAttachment, readAttachment, downloadList, download, verify };
}
export type SofDocuments = ReturnType<typeof createSofDocuments>;
