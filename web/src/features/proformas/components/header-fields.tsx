import { Anchor, Autocomplete, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TBankAccount } from '@portcall/contracts/bank-accounts';
import type { TOption } from '@portcall/contracts/fields';
import type { TCurrencyOption } from '@portcall/contracts/refdata';
import { Link } from 'react-router';
import { DateInput } from '../../../ui/date-input';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import type { SupplierKind } from '../api/keys';
import type { EditorState } from '../lib/editor';

interface HeaderFieldsProps {
  kind: SupplierKind;
  state: EditorState;
  errors: Record<string, string>;
  isReadOnly: boolean;
  isTypeLocked: boolean;
  currencies: TCurrencyOption[];
  terminals: TOption[];
  berths: TOption[];
  bankAccounts: TBankAccount[];
  onChange: (patch: Partial<EditorState>) => void;
}

/** The accounts a DA in this currency may carry: active and approved by a principal. */
export function approvedAccountsOf(accounts: TBankAccount[], currency: string): TBankAccount[] {
  return accounts.filter((a) => a.isActive && a.currency === currency && a.status === 'APPROVED');
}

/**
 * The DA's header (platform-core §5): type, currency, rate, terminal (a listed one, or a name the
 * port does not list yet), berth, an approved bank account of the currency and, on a final DA or an
 * invoice, the sailing date.
 */
export function HeaderFields({
  kind,
  state,
  errors,
  isReadOnly,
  isTypeLocked,
  currencies,
  terminals,
  berths,
  bankAccounts,
  onChange,
}: HeaderFieldsProps) {
  const ofCurrency = bankAccounts.filter((a) => a.isActive && a.currency === state.currency);
  const approved = approvedAccountsOf(bankAccounts, state.currency);
  const accountOptions = ofCurrency.map((a) => ({
    value: String(a.id),
    label: `${a.bankName} · ${a.iban}${a.status === 'APPROVED' ? '' : ' (pending approval)'}`,
    disabled: a.status !== 'APPROVED',
  }));
  const terminalText = state.terminalId
    ? (terminals.find((t) => t.value === state.terminalId)?.label ?? state.terminalName)
    : state.terminalName;
  const bankAccountsLink = (
    <Anchor component={Link} to={`/secured/${kind}/da-tool/bank-accounts`} size="xs">
      Bank accounts
    </Anchor>
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          DA type
        </Text>
        <SegmentedControl
          aria-label="DA type"
          disabled={isReadOnly || isTypeLocked}
          data={['PDA', 'FDA', 'INVOICE']}
          value={state.type}
          onChange={(value) => onChange({ type: value as EditorState['type'] })}
        />
      </Stack>
      <Select
        label="Currency"
        required
        searchable
        disabled={isReadOnly}
        data={currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
        value={state.currency || null}
        error={errors.currency}
        onChange={(value) => onChange({ currency: value ?? '', bankAccountId: '' })}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      />
      <TextInput
        label="Rate"
        required
        disabled={isReadOnly}
        value={state.rate}
        error={errors.rate}
        onChange={(e) => onChange({ rate: e.currentTarget.value })}
      />
      <Autocomplete
        label="Terminal"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        disabled={isReadOnly}
        placeholder={terminals.length > 0 ? 'Pick or type a terminal' : 'Type the terminal name'}
        description={
          isReadOnly
            ? undefined
            : terminals.length > 0
              ? 'Not listed? Type its name: it is kept for this port.'
              : 'This port lists no terminals yet: type the name, it is kept for this port.'
        }
        data={terminals.map((t) => t.label)}
        value={terminalText}
        error={errors.terminalId}
        onChange={(text) => {
          const listed = terminals.find((t) => t.label.toLowerCase() === text.trim().toLowerCase());
          onChange(listed ? { terminalId: listed.value, terminalName: '' } : { terminalId: '', terminalName: text });
        }}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      />
      <Autocomplete
        label="Berth"
        required
        disabled={isReadOnly}
        placeholder={berths.length > 0 ? 'Pick or type a berth' : 'Type the berth'}
        data={berths.map((b) => b.label)}
        value={state.berth}
        error={errors.berth}
        onChange={(berth) => onChange({ berth })}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      />
      <Select
        label="Bank account"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        disabled={isReadOnly}
        placeholder={approved.length === 0 ? `No approved account in ${state.currency || 'this currency'}` : 'Choose'}
        description={
          isReadOnly ? undefined : approved.length === 0 ? (
            <>
              A DA carries only an approved account of its currency. Add one under {bankAccountsLink}; a principal
              approves it.
            </>
          ) : (
            <>
              Approved accounts in {state.currency}. Manage them under {bankAccountsLink}.
            </>
          )
        }
        data={accountOptions}
        value={state.bankAccountId || null}
        error={errors.bankAccountId}
        onChange={(value) => onChange({ bankAccountId: value ?? '' })}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      />
      {state.type !== 'PDA' && (
        <DateInput
          label="Sailing date"
          required
          disabled={isReadOnly}
          value={state.sailingDate ? `${state.sailingDate}T00:00:00` : null}
          error={errors.sailingDate}
          onChange={(value) => onChange({ sailingDate: value ? value.slice(0, 10) : '' })}
        />
      )}
    </SimpleGrid>
  );
}
