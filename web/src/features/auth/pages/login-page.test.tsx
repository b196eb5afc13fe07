import { messages } from '@portcall/contracts/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('sends nothing while a field is empty, says which, and clears the message as the user types', async () => {
    const calls = stubApi({});
    renderWithProviders(<LoginPage />, { route: '/authorization' });
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    // The checks run in the submit itself: their messages are there once the click returns.
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText(messages.REQUIRED_FIELD)).toHaveLength(2);
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'a@b.example' } });
    expect(screen.getAllByText(messages.REQUIRED_FIELD)).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('sends the trimmed e-mail and the password, and shows the refusal in the server words', async () => {
    const calls = stubApi({});
    renderWithProviders(<LoginPage />, { route: '/authorization' });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: ' manager@x.example ' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/public/auth/login',
      body: { username: 'manager@x.example', password: 'secret' },
    });
    // A loaded machine may take a while to render the answer (a wait, not a timed assertion).
    await screen.findByRole('alert', {}, { timeout: 10_000 });
  });
});
