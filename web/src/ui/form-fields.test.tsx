import { messages } from '@portcall/contracts/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AmountInput } from './amount-field';
import { AsyncSelectField } from './async-select-field';
import { DateInput } from './date-input';
import { SelectField } from './select-field';
import { TextField } from './text-field';

function AmountHarness({
  onValue,
  currency,
}: {
  onValue: (v: string) => void;
  currency?: { code: string; minorUnits: number };
}) {
  const [value, setValue] = useState('');
  return (
    <AmountInput
      label="Amount"
      currency={currency}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('keeps a decimal string, groups thousands and finishes with exactly 2 decimals', async () => {
    const onValue = vi.fn();
    renderWithProviders(<AmountHarness onValue={onValue} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1234567.5' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('1234567.50'));
    expect(input.value).toBe('1,234,567.50');
  });

  it('never cuts an amount: too many decimals stay as typed and the field says why', async () => {
    const onValue = vi.fn();
    renderWithProviders(<AmountHarness onValue={onValue} currency={{ code: 'USD', minorUnits: 2 }} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1500.555' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByText('USD amounts have at most 2 decimals')).toBeTruthy());
    expect(onValue).toHaveBeenLastCalledWith('1500.555');
    expect(input.value).toBe('1,500.555');
  });

  it('refuses more than 13 whole digits with the largest amount it takes', async () => {
    const onValue = vi.fn();
    renderWithProviders(<AmountHarness onValue={onValue} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '99999999999999999' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByText('Please enter an amount up to 9,999,999,999,999.99!')).toBeTruthy());
    expect(onValue).toHaveBeenLastCalledWith('99999999999999999');
  });

  it("finishes to the currency's minor units: none for JPY, 3 for KWD", async () => {
    const onValue = vi.fn();
    renderWithProviders(<AmountHarness onValue={onValue} currency={{ code: 'KWD', minorUnits: 3 }} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('12.500'));
  });

  it('refuses negatives', async () => {
    const onValue = vi.fn();
    renderWithProviders(<AmountHarness onValue={onValue} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-12' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('12.00'));
  });
});

function DateHarness({ onValue }: { onValue: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2026-03-10T00:00:00');
  return (
    <DateInput
      label="ETA"
      value={value}
      min="2026-03-01"
      max="2026-03-31"
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('DateInput', () => {
  it('shows dd/MM/yyyy and sends ISO dates with T00:00:00', () => {
    const onValue = vi.fn();
    renderWithProviders(<DateHarness onValue={onValue} />);
    const input = screen.getByLabelText('ETA') as HTMLInputElement;
    expect(input.value).toBe('10/03/2026');
    fireEvent.change(input, { target: { value: '15/03/2026' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-03-15T00:00:00');
  });

  it('clears a date outside min and max', () => {
    const onValue = vi.fn();
    renderWithProviders(<DateHarness onValue={onValue} />);
    const input = screen.getByLabelText('ETA') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '01/04/2026' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
  });
});

function SelectHarness() {
  const { control } = useForm<{ port: string | null }>({ defaultValues: { port: null } });
  return <SelectField control={control} name="port" label="Port" data={[]} />;
}

describe('SelectField', () => {
  it("says 'No Options!' when there is nothing to choose", async () => {
    renderWithProviders(<SelectHarness />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Port' }));
    expect(await screen.findByText('No Options!')).toBeTruthy();
  });
});

function AsyncHarness({
  search,
  loadInitial,
  initial = null,
}: {
  search: () => Promise<never[]>;
  loadInitial: () => Promise<null>;
  initial?: string | null;
}) {
  const { control } = useForm<{ port: string | null }>({ defaultValues: { port: initial } });
  return (
    <AsyncSelectField
      control={control}
      name="port"
      label="Port"
      cacheKey="ports-test"
      search={search}
      loadInitial={loadInitial}
    />
  );
}

describe('AsyncSelectField', () => {
  it('ignores a failed lookup of the initial value', async () => {
    const loadInitial = vi.fn(async () => {
      throw new Error('lookup down');
    });
    const { queryClient } = renderWithProviders(
      <AsyncHarness search={vi.fn(async () => [])} loadInitial={loadInitial as never} initial="42" />,
    );
    await waitFor(() => expect(loadInitial).toHaveBeenCalled());
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['async-select-initial'] })[0]?.state.status).toBe(
        'success',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Port' })).toBeTruthy();
  });

  it('asks for text before searching', async () => {
    const search = vi.fn(async () => []);
    renderWithProviders(<AsyncHarness search={search} loadInitial={vi.fn(async () => null)} />);
    const input = screen.getByRole('combobox', { name: 'Port' });
    fireEvent.click(input);
    expect(await screen.findByText(messages.INSERT_TEXT_TO_SEARCH)).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
    // Mantine treats a change to an unfocused input as autofill, not typing.
    input.focus();
    fireEvent.change(input, { target: { value: 'Pir' } });
    await waitFor(() => expect(search).toHaveBeenCalled(), { timeout: 2000 });
    expect(await screen.findByText(messages.NO_OPTIONS)).toBeTruthy();
  });
});

function TextHarness() {
  const { control, trigger } = useForm<{ name: string }>({ defaultValues: { name: 'abcdef' } });
  return (
    <>
      <TextField control={control} name="name" label="Name" required maxLength={5} />
      <button type="button" onClick={() => void trigger()}>
        check
      </button>
    </>
  );
}

describe('TextField', () => {
  it('applies its own rules with the spec wording when the form has no schema', async () => {
    renderWithProviders(<TextHarness />);
    await act(async () => {
      fireEvent.click(screen.getByText('check'));
    });
    expect(await screen.findByText('Maximum 5 characters are allowed!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByText('check'));
    });
    expect(await screen.findByText('This field is required!')).toBeTruthy();
  });
});
