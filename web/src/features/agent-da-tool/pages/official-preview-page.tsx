import { useState } from 'react';
import { useParams } from 'react-router';
import { OfficialPreviewView } from '../../../ui/official-preview';
import { downloadOfficialPreview } from '../api/download-official-preview';
import type { SupplierKind } from '../api/keys';
import { useOfficialPreview } from '../api/load-official-preview';
import { useOpenAppointment } from '../api/open-appointment';
import { StateBadge } from '../components/state-badge';

/** The letter of appointment as the agent (or vendor) it is addressed to sees it, with Print / PDF. */
export function SupplierOfficialPreviewPage({ kind }: { kind: SupplierKind }) {
  const id = Number(useParams().id);
  const preview = useOfficialPreview(kind, id);
  useOpenAppointment(kind, id);
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadOfficialPreview(id);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <OfficialPreviewView
      id={id}
      preview={preview.data}
      error={preview.isError ? preview.error.message : null}
      backTo={`/secured/${kind}/da-tool`}
      stateBadge={preview.data ? <StateBadge state={preview.data.state} /> : null}
      isDownloading={isDownloading}
      onDownload={() => void download()}
    />
  );
}
