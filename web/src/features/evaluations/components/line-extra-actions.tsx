import { Group, Menu, Text, Tooltip } from '@mantine/core';
import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { type ReactNode, useState } from 'react';
import { useDecide } from '../../../lib/use-can';
import { useDrawer } from '../../../ui/drawer-store';
import { PolicyMenuItem } from '../../../ui/policy-menu-item';
import { useDeleteChildMutation } from '../api/delete-child-expense-evaluation';
import { useDivideSplitMutation } from '../api/divide-split-expense-evaluation';
import { useEditExpenseMutation } from '../api/edit-expense-evaluation';
import { useLineDetails } from '../api/load-line-details';
import { useReallocateSplitMutation } from '../api/reallocate-split-expense-evaluation';
import { useEnvironmentalDiscountMutation } from '../api/save-environmental-discount';
import { useSaveExpenseParametersMutation } from '../api/save-expense-parameters';
import {
  canAnalyze,
  canDeleteChild,
  canDiscount,
  canDivide,
  canEdit,
  canReallocate,
  canSaveParameters,
  describeDetails,
  describeEdits,
  findLine,
  isHusbandryLine,
  lineEntity,
  reallocationTargets,
} from '../lib/line-actions';
import { ANALYSIS_DRAWER_ID, AnalysisDrawer } from './analysis-drawer';
import { ConfirmActionModal } from './confirm-action-modal';
import { DiscountModal, EditLineModal, ParametersModal } from './line-edit-dialogs';
import { DivideModal, ReallocateModal } from './split-part-dialogs';

type Kind = 'edit' | 'parameters' | 'discount' | 'divide' | 'reallocate' | 'delete-child';

/**
 * The line-level screens of the evaluation page beyond verify/split/review: edit, parameters,
 * environmental discount, divide / reallocate / delete a split part, and the analysis drawer. The
 * page mounts `menuItems` in each line's Actions menu, `details` under each line's name, and
 * `dialogs` once.
 */
export function useLineExtraActions(evaluationId: number, evaluation: TEvaluation | undefined) {
  const details = useLineDetails(evaluationId, evaluation?.proformaId);
  const edit = useEditExpenseMutation(evaluationId);
  const parameters = useSaveExpenseParametersMutation(evaluationId);
  const discount = useEnvironmentalDiscountMutation(evaluationId);
  const divide = useDivideSplitMutation(evaluationId);
  const reallocate = useReallocateSplitMutation(evaluationId);
  const deleteChild = useDeleteChildMutation(evaluationId);
  const analysisDrawer = useDrawer(ANALYSIS_DRAWER_ID);
  const [dialog, setDialog] = useState<{ kind: Kind; line: TExpenseEvaluation } | null>(null);
  const [analysed, setAnalysed] = useState<TExpenseEvaluation | null>(null);
  const close = () => setDialog(null);
  const detailsOf = (line: TExpenseEvaluation) => details.data?.get(line.id);
  const can = useDecide();

  function menuItems(line: TExpenseEvaluation): ReactNode {
    if (!evaluation) return null;
    const open = (kind: Kind) => () => setDialog({ kind, line });
    return (
      <>
        {canEdit(line) && (
          <PolicyMenuItem decision={can('EXPENSE_EDIT', lineEntity(evaluation, line))} onClick={open('edit')}>
            Edit
          </PolicyMenuItem>
        )}
        {canSaveParameters(line) && <Menu.Item onClick={open('parameters')}>Parameters</Menu.Item>}
        {canDiscount(line) && <Menu.Item onClick={open('discount')}>Environmental discount</Menu.Item>}
        {canDivide(line) && <Menu.Item onClick={open('divide')}>Divide</Menu.Item>}
        {canReallocate(evaluation, line) && <Menu.Item onClick={open('reallocate')}>Reallocate</Menu.Item>}
        {canDeleteChild(evaluation, line) && (
          <Menu.Item color="red" onClick={open('delete-child')}>
            Delete part
          </Menu.Item>
        )}
        {line.parentId === null && (
          <Menu.Item
            disabled={!canAnalyze(line)}
            onClick={() => {
              setAnalysed(line);
              analysisDrawer.open();
            }}
          >
            Analyze
            {canAnalyze(line) ? null : (
              <Text size="xs" c="dimmed" maw={220}>
                {messages.NO_CATALOGUE_EXPENSE}
              </Text>
            )}
          </Menu.Item>
        )}
      </>
    );
  }

  /**
   * What the line holds now (units x price, discount, remarks) and, on hover, its edit history
   * (editExpenses), shown under its name.
   */
  function detailsNote(line: TExpenseEvaluation): ReactNode {
    const parts = describeDetails(detailsOf(line));
    const history = describeEdits(line.editExpenses);
    if (parts.length === 0 && history.length === 0) return null;
    return (
      <Group gap={6} wrap="nowrap">
        {parts.length > 0 && (
          <Text size="xs" c="dimmed" aria-label={`Edits of ${line.name}`}>
            {parts.join(' · ')}
          </Text>
        )}
        {history.length > 0 && (
          <Tooltip multiline w={360} label={history.map((h) => <div key={h}>{h}</div>)}>
            <Text size="xs" c="blue" aria-label={`Edit history of ${line.name}`} tabIndex={0}>
              Edited {history.length}×
            </Text>
          </Tooltip>
        )}
      </Group>
    );
  }

  // The newest the cache holds of the dialog's line: what others change shows in the open dialog.
  const line = dialog && evaluation ? (findLine(evaluation, dialog.line.id) ?? dialog.line) : dialog?.line;
  const dialogs = (
    <>
      {dialog?.kind === 'edit' && line && (
        <EditLineModal
          evaluationId={evaluationId}
          line={line}
          details={detailsOf(line)}
          currency={evaluation?.currency ?? ''}
          onClose={close}
          onSubmit={(body) => edit.mutateAsync({ expenseId: line.id, isHusbandry: isHusbandryLine(line), body })}
        />
      )}
      {dialog?.kind === 'parameters' && line && (
        <ParametersModal
          evaluationId={evaluationId}
          line={line}
          details={detailsOf(line)}
          onClose={close}
          onSubmit={(body) => parameters.mutateAsync({ expenseId: line.id, isHusbandry: isHusbandryLine(line), body })}
        />
      )}
      {dialog?.kind === 'discount' && line && (
        <DiscountModal
          evaluationId={evaluationId}
          line={line}
          details={detailsOf(line)}
          currency={evaluation?.currency ?? ''}
          onClose={close}
          onSubmit={(body) => discount.mutateAsync({ expenseId: line.id, body })}
        />
      )}
      {dialog?.kind === 'divide' && line && (
        <DivideModal
          evaluationId={evaluationId}
          line={line}
          onClose={close}
          onSubmit={(body) => divide.mutateAsync({ expenseId: line.id, body })}
        />
      )}
      {dialog?.kind === 'reallocate' && line && evaluation && (
        <ReallocateModal
          evaluationId={evaluationId}
          line={line}
          targets={reallocationTargets(evaluation, line)}
          onClose={close}
          onSubmit={(body) => reallocate.mutateAsync({ expenseId: line.id, body })}
        />
      )}
      {dialog?.kind === 'delete-child' && line && (
        <ConfirmActionModal
          title={`Delete part · ${line.name}`}
          question="Its amount goes to another part of the same expense; when one part would remain, the expense is no longer split. Continue?"
          confirmLabel="Delete part"
          done="Split part deleted"
          onConfirm={() => deleteChild.mutateAsync({ expenseId: line.id, body: { version: line.version } })}
          onClose={close}
        />
      )}
      {evaluation && (
        <AnalysisDrawer
          evaluationId={evaluationId}
          line={analysed}
          currency={evaluation.currency ?? ''}
          rate={evaluation.rate ? new Decimal(evaluation.rate).toFixed() : '1'}
        />
      )}
    </>
  );

  return { menuItems, detailsNote, dialogs };
}
