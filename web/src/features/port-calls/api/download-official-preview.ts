import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../api/download';

/** GET appointment/{id}/official-preview/pdf through the download helper: a failure opens /file-not-found. */
export function downloadOfficialPreview(id: number): Promise<boolean> {
  return downloadFile(`/secured/appointment/${id}/official-preview/pdf`, `appointment-${id}.pdf`);
}

export function useDownloadOfficialPreviewMutation() {
  return useMutation({ mutationFn: downloadOfficialPreview, meta: { silent: true } });
}
