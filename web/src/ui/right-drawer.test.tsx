import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useDrawerStore } from './drawer-store';
import { RightDrawer } from './right-drawer';

describe('RightDrawer (platform-core §2)', () => {
  it("opens per drawer with the default title 'Comments' and a Close button that runs the on-close action", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <RightDrawer id="comments" onClose={onClose}>
          Thread
        </RightDrawer>
        <RightDrawer id="other" title="Other">
          Other body
        </RightDrawer>
      </>,
    );
    act(() => useDrawerStore.getState().setOpen('comments', true));
    expect(await screen.findByText('Comments')).toBeTruthy();
    expect(screen.getByText('Thread')).toBeTruthy();
    expect(screen.queryByText('Other body')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(useDrawerStore.getState().open.comments).toBe(false));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    renderWithProviders(<RightDrawer id="esc">Body</RightDrawer>);
    act(() => useDrawerStore.getState().setOpen('esc', true));
    await screen.findByText('Body');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(useDrawerStore.getState().open.esc).toBe(false));
  });
});
