import { Button, Group, Select, TextInput } from '@mantine/core';
import { toCalendarDate } from '@portcall/contracts/format';
import { paymentStatuses } from '@portcall/contracts/payments';
import { useEffect, useState } from 'react';
import { DateInput } from '../../../ui/date-field';
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
  const [text, setText] = useState(filters.text);
  const { setFilter } = table;
  // The text filter settles after typing stops, so each keystroke does not start a request.
  useEffect(() => {
    const timer = setTimeout(() => setFilter('text', text), 300);
    return () => clearTimeout(timer);
  }, [text, setFilter]);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Vessel, port or agent"
        placeholder="Search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        w={220}
      />
      <Select
        label="Status"
        placeholder="Any"
        clearable
        data={statusOptions}
        value={filters.status}
        onChange={(v) => table.setFilter('status', v)}
        w={170}
      />
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
      <Button
        variant="subtle"
        onClick={() => {
          setText('');
          table.resetFilters();
        }}
      >
        Clear
      </Button>
    </Group>
  );
}
