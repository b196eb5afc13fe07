import { messages } from '@portcall/contracts/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DateField } from '../../../ui/date-field';
import { portCallResolver } from './port-call-form';
import { useEtsAfterEtaCheck } from './use-ets-check';

type Values = Parameters<typeof portCallResolver>[0];

// The form's own resolver and mode with only the two dates drawn: the rule under test spans them.
function Schedule() {
  const { control, trigger } = useForm<Values>({
    resolver: portCallResolver as never,
    defaultValues: { eta: '', ets: '', activities: [], agentIds: [], emails: [] } as never,
    mode: 'onTouched',
  });
  useEtsAfterEtaCheck(control, trigger);
  return (
    <form>
      <DateField control={control} name="eta" label="ETA" required />
      <DateField control={control} name="ets" label="ETS" required />
    </form>
  );
}

const type = (label: string, text: string) =>
  act(() => {
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value: text } });
  });
const leave = (label: string) =>
  act(() => {
    fireEvent.blur(screen.getByLabelText(label, { exact: false }));
  });
const focus = (label: string) =>
  act(() => {
    fireEvent.focus(screen.getByLabelText(label, { exact: false }));
  });
const etsMessage = () => screen.queryByText(messages.ETS_BEFORE_ETA);

describe('ETS after ETA in the port call form', () => {
  it('flags an ETS entered first as soon as a later ETA is typed, without leaving the ETA', async () => {
    renderWithProviders(<Schedule />);
    await focus('ETS');
    await type('ETS', '10/06/2026');
    await leave('ETS');
    await focus('ETA');
    await type('ETA', '20/06/2026');
    await waitFor(() => expect(etsMessage()).toBeTruthy());
    // Moving the ETA back clears it at once, again with the ETA still focused.
    await type('ETA', '01/06/2026');
    await waitFor(() => expect(etsMessage()).toBeNull());
  });

  it('flags an ETS typed after the ETA while the ETS still has the focus', async () => {
    renderWithProviders(<Schedule />);
    await focus('ETA');
    await type('ETA', '20/06/2026');
    await leave('ETA');
    await focus('ETS');
    await type('ETS', '18/06/2026');
    await waitFor(() => expect(etsMessage()).toBeTruthy());
    await type('ETS', '21/06/2026');
    await waitFor(() => expect(etsMessage()).toBeNull());
  });

  it('does not call an ETS nobody has reached missing when only the ETA was entered', async () => {
    renderWithProviders(<Schedule />);
    await type('ETA', '20/06/2026');
    await leave('ETA');
    // Give any pending validation its turn before asserting nothing appeared.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText(messages.REQUIRED_FIELD)).toBeNull();
    expect(etsMessage()).toBeNull();
  });
});
