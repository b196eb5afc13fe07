import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AttachmentItem } from './attachment-item';
import { WithReason } from './with-reason';

describe('WithReason (a disabled button says why)', () => {
  it('shows the reason when the pointer is over the wrapper of the disabled button', async () => {
    renderWithProviders(
      <WithReason reason="Verify lines first: only verified lines can be approved">
        <Button disabled>Approve verified (0)</Button>
      </WithReason>,
    );
    const button = screen.getByRole('button', { name: 'Approve verified (0)' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(await screen.findByText('Verify lines first: only verified lines can be approved')).toBeTruthy();
  });

  it('leaves an enabled button as it is', () => {
    renderWithProviders(
      <WithReason reason={null}>
        <Button>Approve verified (2)</Button>
      </WithReason>,
    );
    expect(screen.getByRole('button', { name: 'Approve verified (2)' }).parentElement?.className).not.toContain(
      'with-reason',
    );
  });
});

describe('AttachmentItem', () => {
  it('is a link to open the file when it can be opened, with what it is for', () => {
    let opened = 0;
    renderWithProviders(<AttachmentItem filename="sof.pdf" note="statement of facts" onOpen={() => (opened += 1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open sof.pdf' }));
    expect(opened).toBe(1);
    expect(screen.getByText('(statement of facts)')).toBeTruthy();
  });

  it('is plain text with a remove button on a form', () => {
    let removed = 0;
    renderWithProviders(<AttachmentItem filename="letter.pdf" onRemove={() => (removed += 1)} />);
    expect(screen.queryByRole('button', { name: 'Open letter.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove letter.pdf' }));
    expect(removed).toBe(1);
  });
});
