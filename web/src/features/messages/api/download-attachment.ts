import { downloadFile } from '../../../api/download';

/** GET message/{id}/attachment/{attachmentId}: the file, saved under its name. */
export function downloadAttachment(messageId: number, attachment: { id: number; name: string }) {
  return downloadFile(`/secured/message/${messageId}/attachment/${attachment.id}`, attachment.name);
}
