import { Route, Routes } from 'react-router';
import type { SupplierKind } from './api/keys';
import { DaToolPage } from './pages/da-tool-page';

/** /secured/{agent|vendor}/da-tool/*: the supplier's DA tool. */
export function DaToolArea({ kind }: { kind: SupplierKind }) {
  return (
    <Routes>
      <Route index element={<DaToolPage kind={kind} />} />
    </Routes>
  );
}
