import { Button, Group, TextInput } from '@mantine/core';
import { toCalendarDate } from '@portcall/contracts/format';
import { paymentStatuses } from '@portcall/contracts/payments';
import { DateInput } from '../../../ui/date-input';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import type { TableController } from '../../../ui/table-state';
import { paymentStatusLabels } from '../lib/payment-actions';

export type PaymentFilters = {
  status: string | null;
  currency: string;
  fromDate: string;
  toDate: string;
  text: string;
};

export const initialPaymentFilters: PaymentFilters = { status: null, currency: '', fromDate: '', toDate: '', text: '' };

const statusOptions = paymentStatuses.map((s) => ({ value: s, label: paymentStatusLabels[s] }));

/** The history's filters: status, currency, the day range of the last change, and vessel/port/agent text. */
export function PaymentFiltersBar({ table }: { table: TableController<PaymentFilters> }) {
  const { filters } = table.state;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchFilter table={table} name="text" label="Vessel, port or agent" placeholder="Search" width={220} />
      <SelectFilter table={table} name="status" label="Status" placeholder="Any" data={statusOptions} width={170} />
      <TextInput
        label="Currency"
        placeholder="EUR"
        maxLength={3}
        value={filters.currency}
        onChange={(e) => table.setFilter('currency', e.currentTarget.value.toUpperCase())}
        w={90}
      />
      <DateInput
        label="Changed from"
        value={filters.fromDate || null}
        onChange={(v) => table.setFilter('fromDate', toCalendarDate(v) ?? '')}
        w={160}
      />
      <DateInput
        label="to"
        value={filters.toDate || null}
        onChange={(v) => table.setFilter('toDate', toCalendarDate(v) ?? '')}
        w={160}
      />
      <Button variant="subtle" onClick={() => table.resetFilters()}>
        Clear
      </Button>
    </Group>
  );
}
