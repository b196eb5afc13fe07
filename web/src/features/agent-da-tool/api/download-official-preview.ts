import { downloadFile } from '../../../api/download';

/** GET appointment/{id}/official-preview/pdf: the appointment letter; a failure opens /file-not-found. */
export function downloadOfficialPreview(id: number): Promise<boolean> {
  return downloadFile(`/secured/appointment/${id}/official-preview/pdf`, `appointment-${id}.pdf`);
}
