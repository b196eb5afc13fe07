import { Route, Routes } from 'react-router';
import type { SupplierKind } from './api/keys';
import { DaToolPage } from './pages/da-tool-page';
import { SupplierOfficialPreviewPage } from './pages/official-preview-page';

/** /secured/{agent|vendor}/da-tool/*: the supplier's DA tool. */
export function DaToolArea({ kind }: { kind: SupplierKind }) {
  return (
    <Routes>
      <Route index element={<DaToolPage kind={kind} />} />
      <Route path="appointment/:id/official-preview" element={<SupplierOfficialPreviewPage kind={kind} />} />
    </Routes>
  );
}
