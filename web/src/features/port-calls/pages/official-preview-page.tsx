import { useParams } from 'react-router';
import { OfficialPreviewView } from '../../../ui/official-preview';
import { useDownloadOfficialPreviewMutation } from '../api/download-official-preview';
import { useOfficialPreview } from '../api/load-official-preview';
import { AppointmentStateBadge } from '../components/state-badges';

/** The buyer's official appointment preview; Print/PDF downloads the server's PDF. */
export function OfficialPreviewPage({ backTo }: { backTo: string }) {
  const id = Number(useParams().id);
  const preview = useOfficialPreview(id);
  const download = useDownloadOfficialPreviewMutation();
  return (
    <OfficialPreviewView
      id={id}
      preview={preview.data}
      error={preview.isError ? preview.error.message : null}
      backTo={backTo}
      stateBadge={preview.data ? <AppointmentStateBadge state={preview.data.state} /> : null}
      isDownloading={download.isPending}
      onDownload={() => download.mutate(id)}
    />
  );
}
