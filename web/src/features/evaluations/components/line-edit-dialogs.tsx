import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  type TEditExpense,
  type TLineDetails,
  ZEditExpense,
  ZEditHusbandryExpense,
  ZEnvironmentalDiscount,
} from '@portcall/contracts/evaluation-lines';
import type { TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { cleanAmount, formatAmount } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { useState } from 'react';
import { AmountInput } from '../../../ui/amount-field';
import { EditConflictAlert } from '../../../ui/edit-conflict-alert';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { schemaProblems } from '../../../ui/schema-problems';
import { useDiscrepancyReasons } from '../api/list-discrepancy-reasons';
import { useDiscrepancyTypes } from '../api/list-discrepancy-types';
import type { SaveParametersInput } from '../api/save-expense-parameters';
import {
  amountFromUnits,
  grossBeforeDiscount,
  isHusbandryLine,
  netAfterDiscount,
  toWireAmount,
  toWireQuantity,
} from '../lib/line-actions';
import { useDialogSubmit } from './use-dialog-submit';
import { useLineConflict } from './use-line-conflict';

const selectLayer = { zIndex: 300 };
const plain = (v: string | null | undefined) => (v == null ? '' : new Decimal(v).toFixed(2));

interface LineDialogProps<B> {
  evaluationId: number;
  /** The line as the cache holds it now (others' changes arrive live). */
  line: TExpenseEvaluation;
  details: TLineDetails | undefined;
  onSubmit: (body: B) => Promise<unknown>;
  onClose: () => void;
}

/** The evaluation's currency, shown beside every amount a dialog quotes. */
type QuotingDialogProps<B> = LineDialogProps<B> & { currency: string };

/** The husbandry flags ('ctm amount' lines are cash to master), shared by edit and parameters. */
function HusbandryFields({
  value,
  onChange,
}: {
  value: { isCashToMaster: boolean; isRechargeable: boolean; persons: number | null };
  onChange: (next: { isCashToMaster: boolean; isRechargeable: boolean; persons: number | null }) => void;
}) {
  return (
    <Group align="flex-end">
      <Checkbox
        label="Cash to master"
        checked={value.isCashToMaster}
        onChange={(e) => onChange({ ...value, isCashToMaster: e.currentTarget.checked })}
      />
      <Checkbox
        label="Rechargeable"
        checked={value.isRechargeable}
        onChange={(e) => onChange({ ...value, isRechargeable: e.currentTarget.checked })}
      />
      <NumberInput
        label="Persons"
        w={110}
        min={0}
        max={100_000}
        allowDecimal={false}
        allowNegative={false}
        value={value.persons ?? ''}
        onChange={(v) => onChange({ ...value, persons: v === '' ? null : Number(v) })}
      />
    </Group>
  );
}

const husbandryOf = (details: TLineDetails | undefined) =>
  details?.husbandry ?? { isCashToMaster: false, isRechargeable: false, persons: null };

/**
 * Edit a line's evaluated amount, typed directly or as units x price per unit (the amount before any
 * environmental discount, which stays applied). A changed amount needs a discrepancy type.
 */
export function EditLineModal({
  evaluationId,
  line,
  details,
  currency,
  onSubmit,
  onClose,
}: QuotingDialogProps<TEditExpense>) {
  const gross = grossBeforeDiscount(line, details);
  const [mode, setMode] = useState<'amount' | 'units'>(details?.pricePerUnit ? 'units' : 'amount');
  const [amount, setAmount] = useState(gross.toFixed(2));
  const [unit, setUnit] = useState(plain(details?.unit) || '1.00');
  const [price, setPrice] = useState(plain(details?.pricePerUnit) || gross.toFixed(2));
  const [typeId, setTypeId] = useState<string | null>(line.discrepancyTypeId ? String(line.discrepancyTypeId) : null);
  const [reasonId, setReasonId] = useState<string | null>(
    line.discrepancyReasonId ? String(line.discrepancyReasonId) : null,
  );
  const [comments, setComments] = useState(line.comments ?? '');
  const [husbandry, setHusbandry] = useState(husbandryOf(details));
  const types = useDiscrepancyTypes();
  const reasons = useDiscrepancyReasons();
  const conflict = useLineConflict(evaluationId, line);
  const { submit, error, isPending } = useDialogSubmit(onClose, conflict);

  const evaluated = mode === 'amount' ? toWireAmount(amount) : amountFromUnits(unit, price);
  const differs = evaluated !== null && !new Decimal(evaluated).eq(line.amount);
  const discount = details?.environmentalDiscountAmount;

  function body(): TEditExpense {
    const amountPart =
      mode === 'amount'
        ? { evaluatedAmount: evaluated ?? '0' }
        : { unit: toWireQuantity(unit) ?? '0', pricePerUnit: toWireQuantity(price) ?? '0' };
    return {
      version: conflict.version ?? line.version,
      ...amountPart,
      discrepancyTypeId: differs && typeId ? Number(typeId) : null,
      discrepancyReasonId: differs && reasonId ? Number(reasonId) : null,
      ...(comments.trim() ? { comments: comments.trim() } : {}),
      ...(isHusbandryLine(line) ? husbandry : {}),
    };
  }
  // The contract's schema says what each value must be; a changed amount needs its discrepancy type.
  const problems =
    evaluated === null ? {} : schemaProblems(isHusbandryLine(line) ? ZEditHusbandryExpense : ZEditExpense, body());
  if (differs && typeId === null) problems.discrepancyTypeId ??= messages.INVALID_DISCREPANCY;
  const isValid = evaluated !== null && Object.keys(problems).length === 0;

  return (
    <Modal opened onClose={onClose} title={`Edit · ${line.name}`} zIndex={250} size="lg">
      <Stack>
        <Text size="sm">
          Quoted amount: {currency} {formatAmount(line.amount)}
          {discount ? ` · environmental discount ${currency} ${formatAmount(discount)} stays applied` : ''}
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'amount' | 'units')}
          data={[
            { value: 'amount', label: 'Amount' },
            { value: 'units', label: 'Units × price per unit' },
          ]}
        />
        {mode === 'amount' ? (
          <AmountInput label="Evaluated amount" required value={amount} onChange={setAmount} />
        ) : (
          <Group grow>
            <AmountInput label="Units" required value={unit} onChange={setUnit} />
            <AmountInput label="Price per unit" required value={price} onChange={setPrice} />
          </Group>
        )}
        <Text size="sm" aria-label="Evaluated amount preview">
          Evaluated amount: <b>{evaluated ? `${currency} ${formatAmount(evaluated)}` : '—'}</b>
          {evaluated && discount
            ? ` (${currency} ${formatAmount(new Decimal(evaluated).minus(discount))} after discount)`
            : ''}
        </Text>
        {differs && (
          <Group grow>
            <Select
              label="Discrepancy type"
              required
              data={types.data ?? []}
              value={typeId}
              onChange={setTypeId}
              comboboxProps={selectLayer}
            />
            <Select
              label="Discrepancy reason"
              clearable
              data={reasons.data ?? []}
              value={reasonId}
              onChange={setReasonId}
              comboboxProps={selectLayer}
            />
          </Group>
        )}
        {isHusbandryLine(line) && <HusbandryFields value={husbandry} onChange={setHusbandry} />}
        <Textarea label="Comments" value={comments} onChange={(e) => setComments(e.currentTarget.value)} />
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isValid}
            loading={isPending}
            onClick={() => submit(() => onSubmit(body()), `${line.name} is edited`)}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * What the line was evaluated on: units, remarks, the husbandry flags and the catalogue parameters
 * already chosen (there is no parameter catalogue to pick new ones from yet; decisions.md).
 */
export function ParametersModal({
  evaluationId,
  line,
  details,
  onSubmit,
  onClose,
}: LineDialogProps<SaveParametersInput['body']>) {
  const [parameters, setParameters] = useState(details?.parameters ?? []);
  const [unit, setUnit] = useState(plain(details?.unit));
  const [remarks, setRemarks] = useState(details?.remarks ?? '');
  const [husbandry, setHusbandry] = useState(husbandryOf(details));
  const conflict = useLineConflict(evaluationId, line);
  const { submit, error, isPending } = useDialogSubmit(onClose, conflict);
  const body = (): SaveParametersInput['body'] => ({
    version: conflict.version ?? line.version,
    parameters,
    ...(toWireQuantity(unit) ? { unit: toWireQuantity(unit) ?? undefined } : {}),
    ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
    ...(isHusbandryLine(line) ? husbandry : {}),
  });
  return (
    <Modal opened onClose={onClose} title={`Parameters · ${line.name}`} zIndex={250}>
      <Stack>
        <AmountInput label="Units" value={unit} onChange={setUnit} />
        {parameters.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Parameters
            </Text>
            {parameters.map((p) => (
              <Group key={p.parameterId} justify="space-between">
                <Text size="sm">
                  Parameter {p.parameterId}: option {p.optionId}
                </Text>
                <CloseButton
                  aria-label={`Remove parameter ${p.parameterId}`}
                  onClick={() => setParameters((all) => all.filter((x) => x.parameterId !== p.parameterId))}
                />
              </Group>
            ))}
          </Stack>
        )}
        {isHusbandryLine(line) && <HusbandryFields value={husbandry} onChange={setHusbandry} />}
        <Textarea label="Remarks" value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={isPending} onClick={() => submit(() => onSubmit(body()), 'Parameters saved')}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The environmental discount: replaces any earlier one and comes off the amount before discount.
 * The server judges the amount (never negative, not above the amount) and its catalogue text shows here.
 */
export function DiscountModal({
  evaluationId,
  line,
  details,
  currency,
  onSubmit,
  onClose,
}: QuotingDialogProps<{ version: number; amount: string }>) {
  const gross = grossBeforeDiscount(line, details);
  const [amount, setAmount] = useState(plain(details?.environmentalDiscountAmount));
  const conflict = useLineConflict(evaluationId, line);
  const { submit, error, isPending, clearError } = useDialogSubmit(onClose, conflict);
  const net = netAfterDiscount(gross, amount);
  const wire = toWireAmount(amount);
  const problem = schemaProblems(ZEnvironmentalDiscount, {
    version: line.version,
    amount: cleanAmount(amount).trim(),
  }).amount;
  return (
    <Modal opened onClose={onClose} title={`Environmental discount · ${line.name}`} zIndex={250}>
      <Stack>
        <Text size="sm">
          Amount before discount: {currency} {formatAmount(gross)}
        </Text>
        <AmountInput
          label="Discount amount"
          required
          value={amount}
          onChange={(v) => {
            clearError();
            setAmount(v);
          }}
          error={amount.trim() === '' ? undefined : problem}
        />
        <Text size="sm" aria-label="Amount after discount">
          Amount after discount: <b>{net ? `${currency} ${formatAmount(net)}` : '—'}</b>
        </Text>
        <Text size="xs" c="dimmed">
          0.00 removes the discount.
        </Text>
        <EditConflictAlert conflict={conflict} />
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={wire === null || problem !== undefined}
            loading={isPending}
            onClick={() =>
              submit(
                () => onSubmit({ version: conflict.version ?? line.version, amount: wire ?? '0' }),
                'Environmental discount saved',
              )
            }
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
