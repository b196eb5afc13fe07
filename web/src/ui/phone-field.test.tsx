import { zodResolver } from '@hookform/resolvers/zod';
import { ZPhone } from '@portcall/contracts/fields';
import { messages } from '@portcall/contracts/messages';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryKeys } from '../api/query-keys';
import { renderWithProviders } from '../test/render';
import { PhoneField } from './phone-field';

const Schema = z.object({ phone: ZPhone });
let trigger: () => Promise<boolean> = async () => false;

function Form() {
  const form = useForm<z.input<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { phone: { number: '' } as never },
  });
  trigger = () => form.trigger(['phone']);
  return <PhoneField control={form.control} name="phone" label="Phone" required />;
}

describe('PhoneField', () => {
  it('offers the cached phone prefixes and shows each part of the value its own message', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.refData.phonePrefixes(), [
      { label: '+30 Greece', value: '84', prefix: '+30', countryId: 84 },
    ]);
    renderWithProviders(<Form />, { queryClient });
    await act(async () => {
      await trigger();
    });
    expect(await screen.findByText(messages.PHONE_PREFIX_REQUIRED)).toBeTruthy();
    // An empty number is a missing value, not a malformed one.
    expect(screen.getByText(messages.REQUIRED_FIELD)).toBeTruthy();
  });
});
