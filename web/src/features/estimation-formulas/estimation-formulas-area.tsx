import { Navigate, Route, Routes } from 'react-router';
import { FormulaEditorPage } from './pages/formula-editor-page';
import { FormulaListPage } from './pages/formula-list-page';

/** /secured/admin/expense-formulas/*: the list, a new formula and the editor of one. */
export function EstimationFormulasArea() {
  return (
    <Routes>
      <Route index element={<FormulaListPage />} />
      <Route path="new" element={<FormulaEditorPage />} />
      <Route path=":estimationId" element={<FormulaEditorPage />} />
      <Route path="*" element={<Navigate to="/error-not-found" replace />} />
    </Routes>
  );
}
